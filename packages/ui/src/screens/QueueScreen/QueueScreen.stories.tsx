import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueueScreen } from './QueueScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/QueueScreen',
  component: QueueScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('QueueScreen') } },
  },
  args: {
    eventTitle: 'Festival Forró do Sertão 2026',
    view: { state: 'loading' },
    checkoutHref: '/checkout/evento-1',
    loginHref: '/login?next=%2Ffila%2Fevento-1',
    homeHref: '/',
    myOrdersHref: '/meus-pedidos',
    onRetry: fn(),
    onRejoin: fn(),
  },
} satisfies Meta<typeof QueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Entrando na fila...');
  },
};

export const BeforeOpening: Story = {
  args: { view: { state: 'before', startsAt: '2026-11-20T13:00:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Você está na fila' })).toBeVisible();
    await expect(canvas.getByText('As vendas abrem em 20/11/2026, às 10:00.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'O que acontece depois' })).toBeVisible();
  },
};

export const Waiting: Story = {
  args: {
    view: {
      state: 'waiting',
      position: 1284,
      ahead: 1283,
      estimatedWaitSeconds: (1284 * 60) / 1000,
      progress: 0.35,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Você está na fila' })).toBeVisible();
    await expect(canvas.getByText('1.284º')).toBeVisible();
    await expect(canvas.getByText('1.283 pessoas')).toBeVisible();
    await expect(canvas.getByText('cerca de 1 minuto')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Seu avanço na fila' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
  },
};

export const Admitted: Story = {
  args: { view: { state: 'admitted', passExpiresAt: '2026-11-20T13:12:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Chegou a sua vez!' })).toBeVisible();
    await expect(canvas.getByText('Você tem até 10:12 para criar seu pedido.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comprar ingressos' })).toHaveAttribute(
      'href',
      '/checkout/evento-1',
    );
  },
};

export const LoginRequired: Story = {
  args: { view: { state: 'loginRequired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Entrar para comprar' })).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { view: { state: 'soldOut' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ingressos esgotados' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver outros eventos' })).toHaveAttribute('href', '/');
  },
};

export const PassExpired: Story = {
  args: { view: { state: 'passExpired' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar na fila de novo' }));
    await expect(args.onRejoin).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { view: { state: 'error', message: 'Falha de conexão. Verifique sua internet.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar a fila');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
