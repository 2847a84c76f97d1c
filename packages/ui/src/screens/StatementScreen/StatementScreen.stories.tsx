import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogueDescription } from '../../catalogue/docs';
import { StatementScreen } from './StatementScreen';

const none = {
  gross: 0,
  discounts: 0,
  refunds: 0,
  chargebacks: 0,
  platformFee: 0,
  providerFees: 0,
  net: 0,
  credited: 0,
};

// 25 tickets at R$ 80,00, R$ 40,00 off with coupons, 5 % commission: 1.960,00 × 5 % = 98,00.
const sales = {
  gross: 2000,
  discounts: 40,
  refunds: 0,
  chargebacks: 0,
  platformFee: 98,
  providerFees: 24.75,
  net: 1862,
  credited: 1862,
};

// The same sales, two orders refunded (R$ 160,00) and one disputed (R$ 80,00); one sale made before the account was
// approved stayed with the platform.
const withRefunds = {
  gross: 2000,
  discounts: 40,
  refunds: 160,
  chargebacks: 80,
  platformFee: 86,
  providerFees: 24.75,
  net: 1634,
  credited: 1558,
};

const meta = {
  title: 'Screens/StatementScreen',
  component: StatementScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('StatementScreen') } },
  },
  args: {
    status: 'success',
    statement: sales,
    range: { from: '2030-05-02', to: '2030-06-01' },
    today: '2030-06-01',
    onApplyRange: fn(),
    onExportCsv: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-figure="${name}"] dd`)?.textContent;

/** Sales in the period: the chart from gross to net, every figure, and the CSV. */
export const WithSales: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Do bruto ao líquido' })).toBeVisible();
    await expect(figure(canvasElement, 'gross')).toBe('R$ 2.000,00');
    await expect(figure(canvasElement, 'platformFee')).toBe('R$ 98,00');
    await expect(figure(canvasElement, 'net')).toBe('R$ 1.862,00');
    await expect(figure(canvasElement, 'credited')).toBe('R$ 1.862,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Últimos 7' }));
    await expect(args.onApplyRange).toHaveBeenCalledWith({ from: '2030-05-25', to: '2030-06-01' });
  },
};

/** Refunds and a chargeback came off the sales; part of the net was held by the platform. */
export const WithRefunds: Story = {
  args: { statement: withRefunds },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'refunds')).toBe('R$ 160,00');
    await expect(figure(canvasElement, 'chargebacks')).toBe('R$ 80,00');
    await expect(figure(canvasElement, 'net')).toBe('R$ 1.634,00');
    await expect(canvas.getByRole('figure')).toHaveTextContent('− R$ 160,00');
    await expect(canvas.getByText(/R\$ 76,00 do seu líquido ficaram com a plataforma/)).toBeVisible();
  },
};

/** Nothing sold in the period. */
export const Empty: Story = {
  args: { statement: none },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nenhuma venda no período.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Baixar CSV' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', statement: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando extrato...');
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', statement: null, error: 'Não foi possível carregar o extrato.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar o extrato.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
