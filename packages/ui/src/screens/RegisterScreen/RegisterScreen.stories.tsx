import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterScreen } from './RegisterScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('RegisterScreen') } },
  },
  args: { submitting: false, loginHref: '/login?next=%2Fcheckout%2F42%2Fusers', onSubmit: fn() },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastrar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Já tenho conta' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout%2F42%2Fusers',
    );

    await userEvent.type(canvas.getByLabelText('Nome'), 'Ana Souza');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@exemplo.com');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      password: 'segredo123',
    });
  },
};

/** No client-side validation (spec §5): an empty form goes to the server, which answers. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '', email: '', password: '' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Criando conta...' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo123{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Este e-mail já está cadastrado.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este e-mail já está cadastrado.');
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  },
};
