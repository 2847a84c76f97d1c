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
