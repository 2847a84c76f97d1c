import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyOrdersScreen, type MyOrderRow } from './MyOrdersScreen';
import { catalogueDescription } from '../../catalogue/docs';

const order = (overrides: Partial<MyOrderRow> & Pick<MyOrderRow, 'id'>): MyOrderRow => ({
  eventTitle: 'Forró Pé de Serra no Parque',
  createdAt: '2025-11-15T21:04:00Z',
  itemCount: 3,
  total: 200,
  status: 'paid',
  href: `/meus-pedidos/${overrides.id}`,
  ticketsHref:
    overrides.status === undefined || overrides.status === 'paid' ? `/meus-ingressos/${overrides.id}` : null,
  ...overrides,
});

const paidOrders = [
  order({ id: '0b7e4f1c-93a2-4d55-9a0e-7f3a9c2e41b8' }),
  order({
    id: '5d2c8a90-1f3b-4c6e-8d7a-21b4c9e0f3a7',
    eventTitle: 'Jazz em Ouro Preto',
    createdAt: '2025-10-02T13:30:00Z',
    itemCount: 1,
    total: 120,
  }),
];

const meta = {
  title: 'Screens/MyOrdersScreen',
  component: MyOrdersScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('MyOrdersScreen') } },
  },
  args: { status: 'ready', orders: paidOrders },
} satisfies Meta<typeof MyOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Carregando...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você ainda não tem pedidos.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** From tablet width up the orders are a table. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Pedido', 'Evento', 'Data', 'Itens', 'Valor', 'Status', 'Ações']);
    const first = within(within(table).getAllByRole('row')[1]!);
    await expect(first.getByRole('rowheader')).toHaveTextContent('#2e41b8');
    await expect(first.getByText('Forró Pé de Serra no Parque')).toBeVisible();
    await expect(first.getByText('15/11/2025 18:04')).toBeVisible();
    await expect(first.getByText('R$ 200,00')).toBeVisible();
    await expect(first.getByText('Pago')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Ver pedido #2e41b8' })).toHaveAttribute(
      'href',
      '/meus-pedidos/0b7e4f1c-93a2-4d55-9a0e-7f3a9c2e41b8',
    );
    await expect(first.getByRole('link', { name: 'Ver ingressos do pedido #2e41b8' })).toHaveAttribute(
      'href',
      '/meus-ingressos/0b7e4f1c-93a2-4d55-9a0e-7f3a9c2e41b8',
    );
  },
};

export const MixedStatuses: Story = {
  args: {
    orders: [
      order({ id: 'a1b2c3d4-0000-4000-8000-00000000a001', status: 'pending' }),
      order({ id: 'a1b2c3d4-0000-4000-8000-00000000a002', status: 'paid' }),
      order({ id: 'a1b2c3d4-0000-4000-8000-00000000a003', status: 'expired' }),
      order({ id: 'a1b2c3d4-0000-4000-8000-00000000a004', status: 'cancelled' }),
    ],
  },
  play: async ({ canvasElement }) => {
    // Table or cards, whichever the width shows: expired and cancelled orders both read "Cancelado".
    const shown = (text: string) =>
      within(canvasElement)
        .getAllByText(text)
        .filter((element) => element.checkVisibility());
    await expect(shown('Aguardando aprovação')).toHaveLength(1);
    await expect(shown('Pago')).toHaveLength(1);
    await expect(shown('Cancelado')).toHaveLength(2);
    // Only the paid order links to its tickets.
    const ticketLinks = within(canvasElement)
      .getAllByRole('link', { name: /Ver ingressos/ })
      .filter((element) => element.checkVisibility());
    await expect(ticketLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/meus-ingressos/a1b2c3d4-0000-4000-8000-00000000a002',
    ]);
  },
};

/** At phone width the orders are cards, not a table. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    await expect(first.getByText('Pedido #2e41b8')).toBeVisible();
    await expect(first.getByText('Pago')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Ver pedido #2e41b8' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Ver ingressos do pedido #2e41b8' })).toBeVisible();
  },
};

/** Issue #27: how each paid order was paid. */
export const PaidByCard: Story = {
  args: {
    orders: [
      order({
        id: '0b7e4f1c-93a2-4d55-9a0e-7f3a9c2e41b8',
        paymentLabel: 'Cartão de crédito · 3x de R$ 50,00',
      }),
      order({
        id: '5d2c8a90-1f3b-4c6e-8d7a-21b4c9e0f3a7',
        eventTitle: 'Jazz em Ouro Preto',
        createdAt: '2025-10-02T13:30:00Z',
        itemCount: 1,
        total: 120,
        paymentLabel: 'Pix',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Cartão de crédito · 3x de R$ 50,00')[0]).toBeInTheDocument();
    await expect(canvas.getAllByText('Pix')[0]).toBeInTheDocument();
  },
};
