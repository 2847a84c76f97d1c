import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('ResetPasswordScreen') } },
  },
  args: { submitting: false, loginHref: '/login', forgotHref: '/esqueci-minha-senha', onSubmit: fn() },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
    const field = canvas.getByLabelText('Nova senha', { selector: 'input' });
    await expect(field).toHaveAccessibleDescription(/Pelo menos 8 caracteres/);
    await userEvent.type(field, 'cavalo bateria grampo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'cavalo bateria grampo' });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

export const Expired: Story = {
  args: {
    error: 'Este link de redefinição expirou (vale por 1 hora). Peça um novo em "Esqueci minha senha".',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este link de redefinição expirou');
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-minha-senha',
    );
  },
};

export const MissingToken: Story = {
  args: { tokenMissing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Link de redefinição incompleto');
    await expect(canvas.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Senha alterada! Entre com a nova senha.');
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  },
};
