import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Input, Select } from '../Input';
import { Field } from './Field';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'E-mail', children: <Input type="email" name="email" /> },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).not.toBeInvalid();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { label: 'UF', hint: 'Duas letras, como CE ou SP.', children: <Input name="state" maxLength={2} /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'UF' });
    await expect(input).toHaveAccessibleDescription('Duas letras, como CE ou SP.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Nome',
    hint: 'Como está no documento.',
    error: [{ message: 'Informe seu nome completo.' }],
    children: <Input name="name" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Informe seu nome completo.');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Como está no documento. Informe seu nome completo.');
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Status',
    children: (
      <Select defaultValue="draft">
        <option value="draft">Rascunho</option>
        <option value="published">Publicado</option>
      </Select>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
  },
};
