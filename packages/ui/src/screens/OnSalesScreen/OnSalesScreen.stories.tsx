import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnSalesScreen, type OnSaleItem } from './OnSalesScreen';
import { catalogueDescription } from '../../catalogue/docs';

const onSales: OnSaleItem[] = [
  {
    eventId: 'e1',
    title: 'Turnê de Estádio — São Paulo',
    startsAt: '2026-11-20T13:00:00Z',
    queue: true,
    admitPerMinute: 600,
    sealed: true,
    waiting: 184_233,
    admitted: 12_600,
  },
  {
    eventId: 'e2',
    title: 'Festival Forró do Sertão 2026',
    startsAt: '2026-11-27T15:00:00Z',
    queue: true,
    admitPerMinute: 6,
    sealed: false,
    waiting: 1_204,
    admitted: 0,
  },
];

const meta = {
  title: 'Screens/OnSalesScreen',
  component: OnSalesScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('OnSalesScreen') } },
  },
  args: { access: 'granted', status: 'success', onSales, onChangePace: fn() },
} satisfies Meta<typeof OnSalesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aberturas de vendas' })).toBeVisible();
    await expect(canvas.getByText('184.233 na fila · 12.600 admitidos')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Pessoas por minuto: Festival Forró do Sertão 2026' });
    const pace = within(form).getByLabelText('Pessoas por minuto');
    await userEvent.clear(pace);
    await userEvent.type(pace, '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar ritmo' }));
    await expect(args.onChangePace).toHaveBeenCalledWith('e2', 30);
  },
};

export const SaveError: Story = {
  args: {
    saveError: { eventId: 'e1', message: 'O ritmo de entrada deve ser de 1 a 1.000.000 pessoas por minuto.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('O ritmo de entrada deve ser');
  },
};

export const Empty: Story = {
  args: { onSales: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma abertura de vendas marcada.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', onSales: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', onSales: [], loadError: 'Não foi possível carregar as aberturas de vendas.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as aberturas de vendas.',
    );
  },
};

export const Denied: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
