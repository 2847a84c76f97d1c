import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'Formulário de cartão em breve.' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Formulário de cartão em breve.')).toBeVisible();
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Conta criada! Entre com seu e-mail e senha.' },
  render: (args) => (
    <div role="status">
      <Alert {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Conta criada!');
  },
};

export const Danger: Story = {
  args: { tone: 'danger', role: 'alert', children: 'Falha ao gerar Pix.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Falha ao gerar Pix.');
  },
};
