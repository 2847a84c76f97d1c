import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('LoginScreen') } },
  },
  args: {
    submitting: false,
    registerHref: '/register?next=%2Fmeus-ingressos',
    forgotHref: '/esqueci-minha-senha',
    onSubmit: fn(),
  },
  argTypes: { error: { control: 'text' }, notice: { control: 'text' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/register?next=%2Fmeus-ingressos',
    );
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/esqueci-minha-senha',
    );

    await userEvent.type(canvas.getByLabelText('E-mail'), ' ana@exemplo.com ');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@exemplo.com', password: 'segredo123' });
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: '', password: '' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Entrando...' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo123{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'E-mail ou senha inválidos.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

export const AfterRegister: Story = {
  args: { notice: 'Conta criada! Entre com seu e-mail e senha.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Conta criada! Entre com seu e-mail e senha.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
