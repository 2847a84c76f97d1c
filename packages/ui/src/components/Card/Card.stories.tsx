import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Festival de Verão</CardTitle>
        <CardDescription>Fortaleza - CE · Arena Castelão</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Sábado, 15 de novembro, abertura dos portões às 18:00.</p>
      </CardContent>
      <CardFooter>
        <Button>Ver ingressos</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Festival de Verão' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver ingressos' })).toBeVisible();
  },
};
