import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderScreen } from './PlaceholderScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/PlaceholderScreen',
  component: PlaceholderScreen,
  parameters: { docs: { description: { component: catalogueDescription('PlaceholderScreen') } } },
  args: { title: 'Leitor de Ingressos' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leitor de Ingressos' })).toBeVisible();
    await expect(canvas.getByText('Em breve')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { title: 'Política de privacidade', description: 'O conteúdo desta página será publicado em breve.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('O conteúdo desta página será publicado em breve.'),
    ).toBeVisible();
  },
};
