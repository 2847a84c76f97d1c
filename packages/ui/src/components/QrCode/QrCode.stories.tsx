import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: {
    value: 'http://localhost:3000/scanner?pareamento=K7M2QX',
    label: 'QR code do código de pareamento K7M2QX',
    className: 'size-56',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'QR code do código de pareamento K7M2QX' });
    // Version 4 (33 modules) holds this address at level M, plus 4 modules of quiet zone on each side.
    await expect(image).toHaveAttribute('viewBox', '0 0 41 41');
  },
};
