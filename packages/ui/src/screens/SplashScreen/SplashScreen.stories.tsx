import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SplashScreen } from './SplashScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/SplashScreen',
  component: SplashScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('SplashScreen') } },
  },
} satisfies Meta<typeof SplashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inicializando Sistema')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  },
};
