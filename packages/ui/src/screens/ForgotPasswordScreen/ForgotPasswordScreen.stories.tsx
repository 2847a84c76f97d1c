import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('ForgotPasswordScreen') } },
  },
  args: { submitting: false, loginHref: '/login', onSubmit: fn() },
  argTypes: { error: { control: 'text' }, sent: { control: 'text' } },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), ' ana@exemplo.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@exemplo.com' });
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: {
    sent: 'Se houver uma conta com esse e-mail, enviamos um link para criar uma nova senha. Confira também a caixa de spam.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Se houver uma conta com esse e-mail');
  },
};

export const WithError: Story = {
  args: { error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Muitas tentativas');
  },
};
