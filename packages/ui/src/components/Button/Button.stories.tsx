import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Ticket } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppLink } from '../../lib/link';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'COMPRAR INGRESSOS', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'inverse', 'danger', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'COMPRAR INGRESSOS' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Primário
      </Button>
      <Button {...args} variant="secondary">
        Secundário
      </Button>
      <Button {...args} variant="ghost">
        Fantasma
      </Button>
      <Button {...args} variant="danger">
        Excluir
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <span className="rounded-control bg-surface-inverse p-1">
        <Button {...args} variant="inverse">
          Inverso
        </Button>
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Primário', 'Secundário', 'Fantasma', 'Excluir', 'Link', 'Inverso']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande <ArrowRight aria-hidden />
      </Button>
      <Button {...args} size="icon" aria-label="Ingressos">
        <Ticket aria-hidden />
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ingressos' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Entrando...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Entrando...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: ({ onClick: _onClick, ...args }) => (
    <Button {...args} asChild variant="secondary">
      <AppLink href="/meus-ingressos">Ver ingressos</AppLink>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver ingressos' });
    await expect(link).toHaveAttribute('href', '/meus-ingressos');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};
