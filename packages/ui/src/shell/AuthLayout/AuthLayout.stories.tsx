import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from './AuthLayout';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Shell/AuthLayout',
  component: AuthLayout,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('AuthLayout') } },
  },
  args: {
    title: 'Entrar',
    titleId: 'auth-title',
    description: 'Acesse seus ingressos e pedidos.',
    children: <p className="text-sm">Formulário aqui.</p>,
    footer: 'Rodapé do cartão.',
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toHaveAttribute(
      'id',
      'auth-title',
    );
    await expect(canvas.getByText('Rodapé do cartão.')).toBeVisible();
  },
};
