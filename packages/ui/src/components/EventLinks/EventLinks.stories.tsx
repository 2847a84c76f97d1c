import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventLinks } from './EventLinks';

const url = 'https://ingressos.exemplo.com.br/event/e1';

const meta = {
  title: 'Components/EventLinks',
  component: EventLinks,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="on-dark bg-surface-inverse p-6 text-ink-inverse">
        <Story />
      </div>
    ),
  ],
  args: {
    url,
    title: 'Festival Sertanejo de Barretos',
    canShare: false,
    onShare: fn(),
    onCopyLink: fn(),
    copyStatus: 'idle',
    calendarHref: '/api/events/e1/calendar.ics',
    place: 'Parque do Peão, Barretos/SP',
  },
} satisfies Meta<typeof EventLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A computer (no share sheet): WhatsApp and "Copiar link", the calendar file and the map. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const whatsapp = canvas.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Festival Sertanejo de Barretos: ingressos na Bilheteria ${url}`)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
      'href',
      '/api/events/e1/calendar.ics',
    );
    await expect(
      canvas.getByRole('link', {
        name: 'Como chegar: Parque do Peão, Barretos/SP (abre o mapa em nova aba)',
      }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Parque%20do%20Pe%C3%A3o%2C%20Barretos%2FSP',
    );
    await expect(canvas.queryByRole('button', { name: 'Compartilhar' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
  },
};

/** A phone with the Web Share API: one "Compartilhar" opens the system share sheet. */
export const NativeShare: Story = {
  args: { canShare: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compartilhar' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('link', { name: 'Compartilhar no WhatsApp' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Adicionar à agenda' })).toBeVisible();
  },
};

export const Copied: Story = {
  args: { copyStatus: 'copied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copiado!');
  },
};

export const CopyFailed: Story = {
  args: { copyStatus: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Não foi possível copiar. Copie o endereço da página.',
    );
  },
};

/** An event without a date or a place yet: only sharing. */
export const WithoutDateOrPlace: Story = {
  args: { calendarHref: null, place: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Adicionar à agenda' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Como chegar/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  },
};
