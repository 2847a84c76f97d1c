import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_NOW, storyPix, storyPoster } from '../checkout/fixtures';
import { OrderDetailScreen, type OrderDetailView } from './OrderDetailScreen';
import { catalogueDescription } from '../../catalogue/docs';

const pending: OrderDetailView = {
  id: '0b7e4f1c-93a2-4d55-9a0e-7f3a9c2e41b8',
  createdAt: '2025-11-15T20:58:00Z',
  status: 'pending',
  total: 200,
  eventTitle: 'Forró Pé de Serra no Parque',
  eventPoster: storyPoster,
  items: [
    { name: 'PISTA — Lote 1 — Inteira', quantity: 2, unitPrice: 80 },
    { name: 'PISTA — Lote 1 — Meia', quantity: 1, unitPrice: 40 },
  ],
};

const meta = {
  title: 'Screens/OrderDetailScreen',
  component: OrderDetailScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('OrderDetailScreen') } },
  },
  args: {
    status: 'ready',
    order: pending,
    pix: storyPix,
    now: STORY_NOW,
    regenerating: false,
    backHref: '/meus-pedidos',
    onCopy: fn(),
    onRegenerate: fn(),
  },
  argTypes: { error: { control: 'text' }, regenerateError: { control: 'text' } },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', order: null, pix: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando...' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Meus pedidos' })).toHaveAttribute(
      'href',
      '/meus-pedidos',
    );
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', order: null, pix: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pedido não encontrado.');
    await expect(canvas.getByRole('link', { name: '← Meus pedidos' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Falha ao carregar pedido', order: null, pix: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Falha ao carregar pedido');
  },
};

export const PendingWithPix: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forró Pé de Serra no Parque' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Cartaz de Forró Pé de Serra no Parque' })).toBeVisible();
    await expect(canvas.getByText('0b7e4f1c-93a2-4d55-9a0e-7f3a9c2e41b8')).toBeVisible();
    await expect(canvas.getByText('15/11/2025 17:58')).toBeVisible();
    await expect(canvas.getByText('Aguardando aprovação')).toBeVisible();

    const pix = within(canvas.getByRole('region', { name: 'PIX' }));
    await expect(pix.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await expect(pix.getByText('R$ 200,00')).toBeVisible();
    await expect(pix.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(storyPix.copiaECola);
    await expect(pix.getByText('18:15')).toBeVisible();
    await userEvent.click(pix.getByRole('button', { name: 'Copiar código' }));
    await expect(args.onCopy).toHaveBeenCalledWith(storyPix.copiaECola);
    await expect(await pix.findByRole('button', { name: 'Copiado!' })).toBeVisible();
    await userEvent.click(pix.getByRole('button', { name: 'Regerar Pix' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();

    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('PISTA — Lote 1 — Inteira');
    await expect(items[0]).toHaveTextContent('2 × R$ 80,00');
    await expect(items[0]).toHaveTextContent('R$ 160,00');
    await expect(canvas.getByText('Total do pedido')).toBeVisible();
  },
};

export const PendingWithoutPix: Story = {
  args: { pix: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum QR disponível (pedido Aguardando aprovação).')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Regerar Pix' })).not.toBeInTheDocument();
  },
};

export const Paid: Story = {
  args: { order: { ...pending, status: 'paid', ticketsHref: `/meus-ingressos/${pending.id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pago')).toBeVisible();
    await expect(canvas.getByText('Nenhum QR disponível (pedido Pago).')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver ingressos' })).toHaveAttribute(
      'href',
      `/meus-ingressos/${pending.id}`,
    );
    await expect(canvas.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { order: { ...pending, status: 'expired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelado')).toBeVisible();
    await expect(canvas.getByText('Nenhum QR disponível (pedido Cancelado).')).toBeVisible();
  },
};

export const PixExpired: Story = {
  args: { now: Date.parse(storyPix.expiracao) + 60_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este QR expirou.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Regerar Pix' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
  },
};

export const Regenerating: Story = {
  args: { regenerating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Gerando Pix...' })).toBeDisabled();
  },
};

export const RegenerateError: Story = {
  args: { regenerateError: 'Falha ao regerar Pix.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha ao regerar Pix.');
    await expect(canvas.getByRole('button', { name: 'Regerar Pix' })).toBeEnabled();
  },
};

/** Issue #14: the half-price tickets' beneficiaries, with what the door will ask. */
export const MeiaEntrada: Story = {
  args: {
    order: {
      ...pending,
      status: 'paid',
      ticketsHref: `/meus-ingressos/${pending.id}`,
      meiaEntradas: [{ name: 'Clara Souza', meiaEntrada: { tipo: 'idoso', documento: '123456789' } }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        /Meia-entrada: Pessoa idosa \(60 anos ou mais\) · Número do documento \(CPF ou RG\) 123456789/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/apresente o comprovante do direito à meia-entrada/)).toBeVisible();
  },
};

const paidCancellable: OrderDetailView = {
  ...pending,
  status: 'paid',
  ticketsHref: `/meus-ingressos/${pending.id}`,
  cancellation: { allowed: true, reason: null, refundAmount: 200, deadline: '2025-11-22T20:58:00Z' },
  refund: null,
};

export const PaidCancellable: Story = {
  args: { order: paidCancellable, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Cancelamento' }));
    await expect(
      region.getByText(
        'Cancelamento com reembolso em até 7 dias após o pagamento e até 48 horas antes do evento.',
      ),
    ).toBeVisible();
    await expect(region.getByText('Você pode cancelar até 22/11/2025 17:58.')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Cancelar pedido?' }));
    await expect(dialog.getByText('Você receberá R$ 200,00 de volta pelo Pix.')).toBeVisible();
    await expect(dialog.getByText('Os ingressos deste pedido deixam de valer na hora.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Voltar' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(region.getByRole('button', { name: 'Cancelar pedido' }));
    const again = within(await within(document.body).findByRole('dialog', { name: 'Cancelar pedido?' }));
    await userEvent.click(again.getByRole('button', { name: 'Cancelar pedido' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const PendingCancellable: Story = {
  args: {
    order: { ...pending, cancellation: { allowed: true, reason: null, refundAmount: 0, deadline: null } },
    onCancel: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Cancelamento' }));
    await userEvent.click(region.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Cancelar pedido?' }));
    await expect(
      dialog.getByText('O pedido ainda não foi pago: nada será cobrado e os ingressos voltam à venda.'),
    ).toBeVisible();
    await expect(dialog.queryByText(/de volta pelo Pix/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const PaidCancelRefused: Story = {
  args: {
    order: {
      ...paidCancellable,
      cancellation: {
        allowed: false,
        reason:
          'O prazo para cancelar terminou: um pedido pago pode ser cancelado em até 7 dias do pagamento.',
        refundAmount: 0,
        deadline: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Cancelamento' }));
    await expect(
      region.getByText(
        'O prazo para cancelar terminou: um pedido pago pode ser cancelado em até 7 dias do pagamento.',
      ),
    ).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  },
};

/** A ticket of the order was given away: its buyer no longer cancels it (the ADMIN may). */
export const PaidWithTransferredTicket: Story = {
  args: {
    order: {
      ...paidCancellable,
      cancellation: {
        allowed: false,
        reason: 'Este pedido tem ingresso transferido e não pode ser cancelado.',
        refundAmount: 0,
        deadline: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Cancelamento' }));
    await expect(
      region.getByText('Este pedido tem ingresso transferido e não pode ser cancelado.'),
    ).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  },
};

export const Cancelling: Story = {
  args: { order: paidCancellable, cancelling: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancelando...' })).toBeDisabled();
  },
};

export const CancelError: Story = {
  args: {
    order: paidCancellable,
    onCancel: fn(),
    cancelError:
      'Não é mais possível cancelar: o cancelamento com estorno vale até 48 horas antes do início do evento.',
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Cancelamento' }));
    await expect(region.getByRole('alert')).toHaveTextContent('48 horas antes do início do evento');
  },
};

export const RefundProcessing: Story = {
  args: {
    order: {
      ...pending,
      status: 'refunded',
      cancellation: {
        allowed: false,
        reason: 'Este pedido não pode mais ser cancelado.',
        refundAmount: 0,
        deadline: null,
      },
      refund: {
        status: 'requested',
        amount: 200,
        reason: 'buyer_cancelled',
        requestedAt: '2025-11-16T13:05:00Z',
        confirmedAt: null,
      },
    },
    pix: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Cancelado')[0]).toBeVisible();
    const refund = within(canvas.getByRole('region', { name: 'Reembolso' }));
    await expect(refund.getByText('R$ 200,00')).toBeVisible();
    await expect(refund.getByText('16/11/2025 10:05')).toBeVisible();
    await expect(refund.getByText('Em processamento')).toBeVisible();
    await expect(refund.getByText('Pedido cancelado por você.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Cancelamento' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Ver ingressos' })).not.toBeInTheDocument();
  },
};

export const RefundConfirmed: Story = {
  args: {
    order: {
      ...pending,
      status: 'refunded',
      cancellation: {
        allowed: false,
        reason: 'Este pedido não pode mais ser cancelado.',
        refundAmount: 0,
        deadline: null,
      },
      refund: {
        status: 'confirmed',
        amount: 200,
        reason: 'event_cancelled',
        requestedAt: '2025-11-16T13:05:00Z',
        confirmedAt: '2025-11-16T13:06:00Z',
      },
    },
    pix: null,
  },
  play: async ({ canvasElement }) => {
    const refund = within(within(canvasElement).getByRole('region', { name: 'Reembolso' }));
    await expect(refund.getByText('Confirmado em')).toBeVisible();
    await expect(refund.getByText('16/11/2025 10:06')).toBeVisible();
    await expect(refund.getByText('O evento foi cancelado pelo organizador.')).toBeVisible();
    await expect(refund.queryByText('Em processamento')).not.toBeInTheDocument();
  },
};

/** Refunded at the provider's side (its PAYMENT_REFUNDED of a charge nobody here asked to refund). */
export const RefundedByProvider: Story = {
  args: {
    order: {
      ...pending,
      status: 'refunded',
      cancellation: {
        allowed: false,
        reason: 'Este pedido não pode mais ser cancelado.',
        refundAmount: 0,
        deadline: null,
      },
      refund: {
        status: 'confirmed',
        amount: 200,
        reason: 'provider_refunded',
        requestedAt: '2025-11-16T13:05:00Z',
        confirmedAt: '2025-11-16T13:05:00Z',
      },
    },
    pix: null,
  },
  play: async ({ canvasElement }) => {
    const refund = within(within(canvasElement).getByRole('region', { name: 'Reembolso' }));
    await expect(refund.getByText('O pagamento foi estornado pela instituição de pagamento.')).toBeVisible();
  },
};

/** Issue #27: a paid order says how it was paid. */
export const PaidByCard: Story = {
  args: {
    order: {
      ...pending,
      status: 'paid',
      ticketsHref: `/meus-ingressos/${pending.id}`,
      paymentLabel: 'Cartão de crédito · 3x de R$ 50,00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="order-payment"]')).toHaveTextContent(
      'PagamentoCartão de crédito · 3x de R$ 50,00',
    );
    await expect(canvas.getByText('Pago')).toBeVisible();
  },
};
