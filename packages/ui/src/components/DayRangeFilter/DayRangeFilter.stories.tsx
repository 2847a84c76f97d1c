import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DayRangeFilter } from './DayRangeFilter';

const meta = {
  title: 'Components/DayRangeFilter',
  component: DayRangeFilter,
  tags: ['autodocs'],
  args: { range: { from: '2030-05-02', to: '2030-06-01' }, today: '2030-06-01', onApply: fn() },
} satisfies Meta<typeof DayRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('De')).toHaveValue('2030-05-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Últimos 7' }));
    await expect(args.onApply).toHaveBeenCalledWith({ from: '2030-05-25', to: '2030-06-01' });
  },
};

/** A start after the end is refused in words, and nothing is applied. */
export const ReversedDates: Story = {
  args: { range: { from: '2030-06-01', to: '2030-05-01' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(canvas.getByText('A data inicial deve ser anterior ou igual à final.')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
