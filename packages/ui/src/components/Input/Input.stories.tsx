import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input, Textarea } from './Input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'E-mail', placeholder: 'voce@exemplo.com', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@exemplo.com');
    await expect(input).toHaveValue('ana@exemplo.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana@exemplo.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};

export const MultiLine: Story = {
  render: () => <Textarea aria-label="Descrição" defaultValue={'Três palcos.\nVenha de chapéu!'} />,
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Descrição' });
    await expect(textarea).toHaveAttribute('data-slot', 'textarea');
    await userEvent.type(textarea, ' Classificação: 16 anos.');
    await expect(textarea).toHaveValue('Três palcos.\nVenha de chapéu! Classificação: 16 anos.');
  },
};
