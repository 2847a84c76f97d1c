import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogueDescription } from '../../catalogue/docs';
import { RefundsScreen, type RefundItem } from './RefundsScreen';

const refunds: RefundItem[] = [
  {
    id: 'r1',
    orderId: 'o1',
    eventTitle: 'Forró da Conceição',
    buyerEmail: 'ana@exemplo.com.br',
    amount: 160.5,
    reason: 'buyer_cancelled',
    status: 'requested',
    attempts: 3,
    lastError: 'Asaas recusou o estorno (400): Saldo insuficiente para realizar o estorno.',
    requestedAt: '2030-06-01T15:00:00Z',
    nextAttemptAt: '2030-06-01T15:07:00Z',
    confirmedAt: null,
  },
  {
    id: 'r2',
    orderId: 'o2',
    eventTitle: 'Festival Sertanejo de Barretos — Noite de Abertura com Convidados Especiais',
    buyerEmail: 'bruno.silva.com.um.email.bem.comprido@exemplo.com.br',
    amount: 80,
    reason: 'event_cancelled',
    status: 'sent',
    attempts: 1,
    lastError: null,
    requestedAt: '2030-06-01T14:00:00Z',
    nextAttemptAt: null,
    confirmedAt: null,
  },
  {
    id: 'r3',
    orderId: 'o3',
    eventTitle: 'Salvador Fest',
    buyerEmail: 'carla@exemplo.com.br',
    amount: 240,
    reason: 'late_payment',
    status: 'confirmed',
    attempts: 1,
    lastError: null,
    requestedAt: '2030-05-30T10:00:00Z',
    nextAttemptAt: null,
    confirmedAt: '2030-05-30T10:05:00Z',
  },
];

const meta = {
  title: 'Screens/RefundsScreen',
  component: RefundsScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('RefundsScreen') } },
  },
  args: {
    access: 'granted',
    status: 'success',
    refunds,
    awaiting: 2,
    orderHref: (orderId: string) => `/meus-pedidos/${orderId}`,
  },
} satisfies Meta<typeof RefundsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting ones first: a refusal says why and when it is asked again; each links to its order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '2 estornos aguardando o provedor.',
    );
    const [refused, sent, confirmed] = canvas.getAllByRole('listitem');
    const first = within(refused!);
    await expect(first.getByText('Aguardando provedor')).toBeVisible();
    await expect(first.getByText(/Saldo insuficiente para realizar o estorno/)).toBeVisible();
    await expect(first.getByText('Nova tentativa em 01/06/2030 12:07')).toBeVisible();
    await expect(first.getByText('R$ 160,50')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Ver pedido' })).toHaveAttribute('href', '/meus-pedidos/o1');
    await expect(within(sent!).getByText('Evento cancelado')).toBeVisible();
    await expect(within(confirmed!).getByText('Confirmado em 30/05/2030 07:05')).toBeVisible();
  },
};

/** Who cancelled is named: the ADMIN, or the provider itself (a refund started there, recorded confirmed). */
export const AdminAndProviderRefunds: Story = {
  args: {
    awaiting: 0,
    refunds: [
      {
        ...refunds[2]!,
        id: 'r4',
        orderId: 'o4',
        reason: 'provider_refunded',
        requestedAt: '2030-06-02T09:00:00Z',
        confirmedAt: '2030-06-02T09:00:00Z',
      },
      { ...refunds[2]!, id: 'r5', orderId: 'o5', reason: 'admin_cancelled' },
    ],
  },
  play: async ({ canvasElement }) => {
    const [provider, admin] = within(canvasElement).getAllByRole('listitem');
    await expect(within(provider!).getByText('Estornado direto no provedor')).toBeVisible();
    await expect(within(admin!).getByText('Cancelado pelo ADMIN')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { refunds: [], awaiting: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum estorno pedido até agora.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', refunds: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', refunds: [], loadError: 'Não foi possível carregar os estornos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os estornos.',
    );
  },
};

export const Denied: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Acesso restrito ao ADMIN.');
    await expect(within(canvasElement).queryByRole('listitem')).not.toBeInTheDocument();
  },
};
