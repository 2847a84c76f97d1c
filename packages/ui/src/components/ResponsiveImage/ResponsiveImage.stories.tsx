import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { posterImage } from '../../fixtures/images';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * An image uploaded here is offered as AVIF and WebP at each width it was made at (its unit test checks the
 * `srcset`); any other address is a plain `<img>`. Stories have no uploaded files to show, so this one draws
 * a pasted address, laid out as an event card's poster.
 */
const meta = {
  title: 'Components/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: posterImage('Forró na Praça', '#7c2d12', '#f59e0b'),
    alt: 'Cartaz de Forró na Praça',
    sizes: '18rem',
    className: 'aspect-[3/4] w-72 rounded-lg object-cover',
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnderecoColado: Story = {
  name: 'Endereço colado',
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Cartaz de Forró na Praça' });
    await expect(image).toBeVisible();
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};
