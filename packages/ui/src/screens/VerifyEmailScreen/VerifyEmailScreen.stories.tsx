import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyEmailScreen } from './VerifyEmailScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('VerifyEmailScreen') } },
  },
  args: {
    status: 'verifying',
    email: 'joana.amiga@exemplo.com.br',
    myTicketsHref: '/meus-ingressos',
    onResend: fn(),
  },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirmar e-mail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmando seu e-mail...');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'E-mail confirmado! Os ingressos transferidos para você aparecem em Meus ingressos.',
    );
    await expect(canvas.getByRole('link', { name: 'Ver meus ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
  },
};

export const LinkExpired: Story = {
  args: {
    status: 'failed',
    error: 'Este link de confirmação expirou (vale por 24 horas). Peça um novo link.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este link de confirmação expirou');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar um novo link' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const LinkOfAnotherAccount: Story = {
  args: {
    status: 'failed',
    error: 'Link de confirmação inválido. Entre com a conta que recebeu o e-mail ou peça um novo link.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Entre com a conta que recebeu o e-mail',
    );
  },
};

export const MissingToken: Story = {
  args: { status: 'missing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Link de confirmação incompleto',
    );
  },
};

export const Sending: Story = {
  args: { status: 'failed', error: 'Este link de confirmação já foi usado.', sending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

export const NewLinkSent: Story = {
  args: {
    status: 'failed',
    error: 'Este link de confirmação expirou (vale por 24 horas). Peça um novo link.',
    sent: 'Enviamos um link de confirmação para o seu e-mail. Confira também a caixa de spam.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Enviamos um link de confirmação');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ResendRefused: Story = {
  args: {
    status: 'failed',
    error: 'Este link de confirmação expirou (vale por 24 horas). Peça um novo link.',
    sendError: 'Muitas tentativas. Tente novamente em instantes.',
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts[1]).toHaveTextContent('Muitas tentativas');
  },
};
