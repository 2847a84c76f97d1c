import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, OrderStatusBadge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Publicado' },
  argTypes: { variant: { control: 'select', options: ['neutral', 'brand', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Publicado')).toHaveAttribute('data-slot', 'badge');
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="neutral">Rascunho</Badge>
      <Badge variant="brand">Novo</Badge>
      <Badge variant="success">Ativo</Badge>
      <Badge variant="warning">Últimos ingressos</Badge>
      <Badge variant="danger">Esgotado</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Esgotado')).toBeVisible();
  },
};

export const OrderStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <OrderStatusBadge status="pending" />
      <OrderStatusBadge status="paid" />
      <OrderStatusBadge status="expired" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aguardando aprovação')).toHaveAttribute('data-status', 'pending');
    await expect(canvas.getByText('Pago')).toHaveAttribute('data-status', 'paid');
    await expect(canvas.getByText('Cancelado')).toHaveAttribute('data-status', 'expired');
  },
};
