import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminPage } from './AdminPage';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Shell/AdminPage',
  component: AdminPage,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('AdminPage') } },
  },
  args: {
    slot: 'example-admin-screen',
    title: 'Estornos',
    description: 'O dinheiro devolvido aos compradores.',
    access: 'granted',
    children: <p className="text-sm">Conteúdo da tela.</p>,
  },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Granted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estornos' })).toBeVisible();
    await expect(canvas.getByText('O dinheiro devolvido aos compradores.')).toBeVisible();
    await expect(canvas.getByText('Conteúdo da tela.')).toBeVisible();
  },
};

export const Checking: Story = {
  args: { access: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByText('Conteúdo da tela.')).toBeNull();
    await expect(canvas.queryByText('O dinheiro devolvido aos compradores.')).toBeNull();
  },
};

export const Denied: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Acesso restrito ao ADMIN.');
    await expect(canvas.queryByText('Conteúdo da tela.')).toBeNull();
  },
};
