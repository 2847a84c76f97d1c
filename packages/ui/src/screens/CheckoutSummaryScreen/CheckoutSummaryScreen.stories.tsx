import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyEvent } from '../checkout/fixtures';
import { CheckoutSummaryScreen } from './CheckoutSummaryScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/CheckoutSummaryScreen',
  component: CheckoutSummaryScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('CheckoutSummaryScreen') } },
  },
  args: {
    event: storyEvent,
    items: [
      {
        ticketTypeId: 'pista-inteira',
        name: 'PISTA — Lote 1 — Inteira',
        quantity: 2,
        price: 80,
        attendees: [
          { name: 'Ana Souza', email: 'ana@exemplo.com' },
          { name: 'Bruno Lima', email: 'bruno@exemplo.com' },
        ],
      },
      {
        ticketTypeId: 'pista-meia',
        name: 'PISTA — Lote 1 — Meia',
        quantity: 1,
        price: 40,
        attendees: [{ name: 'Clara Souza', email: 'clara@exemplo.com' }],
      },
    ],
    subtotal: 200,
    fee: 0,
    total: 200,
    creating: false,
    backHref: '/checkout/e1/users',
    onConfirm: fn(),
  },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof CheckoutSummaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifique seus ingressos' })).toBeVisible();
    const inteira = within(
      canvas
        .getByRole('heading', { name: 'PISTA — Lote 1 — Inteira' })
        .closest('[data-slot="summary-item"]')!,
    );
    await expect(inteira.getByText('2 × R$ 80,00')).toBeVisible();
    await expect(inteira.getByRole('heading', { name: 'Participantes' })).toBeVisible();
    await expect(inteira.getByText('Ana Souza')).toBeVisible();
    await expect(inteira.getByText('bruno@exemplo.com')).toBeVisible();

    const totals = within(canvas.getByRole('complementary', { name: 'Pagamento' }));
    await expect(totals.getByText('Subtotal')).toBeVisible();
    await expect(totals.getByText('Conveniência')).toBeVisible();
    await expect(totals.getByText('R$ 0,00')).toBeVisible();
    await expect(totals.getByText('Total')).toBeVisible();
    await expect(
      totals.getByText('Seus ingressos só ficam garantidos após a confirmação do pagamento.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Alterar identificação' })).toHaveAttribute(
      'href',
      '/checkout/e1/users',
    );

    await userEvent.click(totals.getByRole('button', { name: 'Ir para pagamento' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Criando pedido...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CreateError: Story = {
  args: { error: 'Falha ao criar pedido (500)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha ao criar pedido (500)');
    await expect(canvas.getByRole('button', { name: 'Ir para pagamento' })).toBeEnabled();
  },
};

/** The server is still pricing the order: its figures are not shown yet and nothing can be confirmed. */
export const Quoting: Story = {
  args: { quoting: true, subtotal: null, fee: null, total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = within(canvas.getByRole('complementary', { name: 'Pagamento' }));
    await expect(totals.getAllByText('Calculando...')).toHaveLength(3);
    await expect(totals.getByRole('button', { name: 'Ir para pagamento' })).toBeDisabled();
  },
};

/** Another buyer took the last tickets: the quote's refusal is told and the order cannot go on (issue #13.4). */
export const Refused: Story = {
  args: { refusal: 'Ingressos esgotados para PISTA — Lote 1 — Meia.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ingressos esgotados para PISTA — Lote 1 — Meia.',
    );
    const button = canvas.getByRole('button', { name: 'Ir para pagamento' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Issue #14: the half-price ticket names its beneficiary and the document. */
export const MeiaEntrada: Story = {
  args: {
    items: [
      meta.args.items[0]!,
      {
        ...meta.args.items[1]!,
        attendees: [
          {
            name: 'Clara Souza',
            email: 'clara@exemplo.com',
            meiaEntrada: { tipo: 'estudante', documento: '12345678' },
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Meia-entrada: Estudante · Número da CIE 12345678')).toBeVisible();
  },
};

/** Lugares marcados (issue #29): each attendee with the seat the order gives it. */
export const ReservedSeats: Story = {
  args: {
    items: [
      {
        ticketTypeId: 'plateia-inteira',
        name: 'Plateia — Lote 1 — Inteira',
        quantity: 2,
        price: 80,
        seats: ['Setor B · Fileira F · Assento 12', 'Setor B · Fileira F · Assento 13'],
        attendees: [
          { name: 'Ana Souza', email: 'ana@exemplo.com' },
          { name: 'Bruno Lima', email: 'bruno@exemplo.com' },
        ],
      },
    ],
    subtotal: 160,
    total: 160,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(
      canvas
        .getByRole('heading', { name: 'Plateia — Lote 1 — Inteira' })
        .closest('li, [data-slot="summary-item"]') as HTMLElement,
    );
    const seats = canvasElement.querySelectorAll('[data-slot="attendee-seat"]');
    await expect([...seats].map((seat) => seat.textContent)).toEqual([
      'Setor B · Fileira F · Assento 12',
      'Setor B · Fileira F · Assento 13',
    ]);
    await expect(item.getByText('Setor B · Fileira F · Assento 12').closest('li')).toHaveTextContent(
      'Ana Souza',
    );
  },
};
