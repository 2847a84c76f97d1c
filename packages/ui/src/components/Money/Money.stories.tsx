import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { value: 1234.5 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$ 1.234,50')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$ 0,00')).toBeVisible();
  },
};

export const Large: Story = {
  args: { value: 98765.4, className: 'text-2xl font-bold' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$ 98.765,40')).toBeVisible();
  },
};
