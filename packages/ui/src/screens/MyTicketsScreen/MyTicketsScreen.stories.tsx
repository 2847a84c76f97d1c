import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderFixtures, STORY_NOW } from './fixtures';
import { MyTicketsScreen } from './MyTicketsScreen';
import { catalogueDescription } from '../../catalogue/docs';

const { tonight, nextMonth, lastMonth, yesterday } = orderFixtures;

const meta = {
  title: 'Screens/MyTicketsScreen',
  component: MyTicketsScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('MyTicketsScreen') } },
  },
  args: {
    status: 'success',
    orders: [lastMonth, nextMonth, yesterday, tonight],
    now: STORY_NOW,
    onRetry: fn(),
  },
} satisfies Meta<typeof MyTicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function section(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('region', { name }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meus ingressos' })).toBeVisible();

    // Tonight's show counts as upcoming; yesterday's (23:00 in São Paulo) is past.
    const upcoming = section(canvasElement, 'Próximos eventos');
    const upcomingTitles = upcoming
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(upcomingTitles).toEqual([tonight.event.title, nextMonth.event.title]);
    await expect(upcoming.getByText('Fortaleza - CE')).toBeVisible();
    await expect(upcoming.getByText('Barraca Chico do Caranguejo')).toBeVisible();
    await expect(upcoming.getByText('NOV')).toBeVisible();
    await expect(upcoming.getByText('DEZ')).toBeVisible();

    const past = section(canvasElement, 'Eventos passados');
    const pastTitles = past.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(pastTitles).toEqual([yesterday.event.title, lastMonth.event.title]);

    const links = upcoming.getAllByRole('link', { name: 'Ver ingressos' });
    await expect(links[0]).toHaveAttribute('href', `/meus-ingressos/${tonight.orderId}`);
    await expect(links[0]).toHaveAccessibleDescription(tonight.event.title);
    await expect(canvas.queryByText('Nenhum ingresso disponível')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Nenhuma compra anterior')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando ingressos' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement, 'Próximos eventos').getByText('Nenhum ingresso disponível'),
    ).toBeVisible();
    await expect(
      section(canvasElement, 'Eventos passados').getByText('Nenhuma compra anterior'),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Ver ingressos' }),
    ).not.toBeInTheDocument();
  },
};

export const OnlyPast: Story = {
  args: { orders: [lastMonth, yesterday] },
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement, 'Próximos eventos').getByText('Nenhum ingresso disponível'),
    ).toBeVisible();
    const past = section(canvasElement, 'Eventos passados');
    await expect(past.getAllByRole('link', { name: 'Ver ingressos' })).toHaveLength(2);
    await expect(past.queryByText('Nenhuma compra anterior')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', orders: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithReceived: Story = {
  args: {
    orders: [
      nextMonth,
      { ...tonight, orderId: 'o-received', href: '/meus-ingressos/o-received', received: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = within(canvas.getByRole('region', { name: 'Próximos eventos' }));
    const cards = upcoming.getAllByRole('listitem');
    const received = cards.find((card) => card.textContent?.includes('Recebido por transferência'));
    await expect(received).toBeDefined();
    await expect(within(received!).getByRole('link', { name: 'Ver ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos/o-received',
    );
    await expect(canvas.getAllByText('Recebido por transferência')).toHaveLength(1);
  },
};

/** Tickets transferred to an account open once its e-mail is confirmed (issue #25): a banner says so. */
export const EmailNotConfirmed: Story = {
  args: { orders: [nextMonth], emailConfirmation: { onResend: fn(), sending: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = within(canvas.getByRole('region', { name: 'Confirme seu e-mail' }));
    await expect(
      banner.getByText(
        'Ingressos transferidos para você só aparecem aqui depois que você confirmar seu e-mail, pelo link que enviamos para ele.',
      ),
    ).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Reenviar link de confirmação' }));
    await expect(args.emailConfirmation!.onResend).toHaveBeenCalledOnce();
    // The buyer's own tickets are there all the same: buying needs no proof.
    await expect(canvas.getByRole('link', { name: 'Ver ingressos' })).toBeVisible();
  },
};

export const EmailConfirmationSent: Story = {
  args: {
    orders: [nextMonth],
    emailConfirmation: {
      onResend: fn(),
      sending: false,
      sent: 'Enviamos um link de confirmação para o seu e-mail. Confira também a caixa de spam.',
    },
  },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Confirme seu e-mail' }));
    await expect(banner.getByRole('status')).toHaveTextContent('Enviamos um link de confirmação');
    await expect(banner.queryByRole('button')).not.toBeInTheDocument();
  },
};
