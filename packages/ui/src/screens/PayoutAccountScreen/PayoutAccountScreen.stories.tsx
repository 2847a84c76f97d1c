import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogueDescription } from '../../catalogue/docs';
import { PayoutAccountScreen, type PayoutAccountView } from './PayoutAccountScreen';

const registered: PayoutAccountView = {
  status: 'pending',
  commissionPercent: 7.5,
  blocked: false,
  name: 'Ana Souza Produções',
  email: 'ana@exemplo.com',
  cpfCnpj: '52998224725',
  birthDate: '1990-05-20',
  companyType: null,
  mobilePhone: '11987654321',
  postalCode: '01310100',
  addressNumber: '1000',
  complement: 'Sala 12',
  incomeValue: 5000,
};

const meta = {
  title: 'Screens/PayoutAccountScreen',
  component: PayoutAccountScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('PayoutAccountScreen') } },
  },
  args: {
    state: 'ready',
    today: '2026-06-01',
    account: { status: 'none', commissionPercent: 0, blocked: false },
    submitting: false,
    onSubmit: fn(),
    onRetry: fn(),
  },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof PayoutAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No account yet: the form, as a person (CPF, birth date). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recebimentos' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nome completo'), 'Ana Souza');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@exemplo.com');
    await userEvent.type(canvas.getByLabelText('CPF'), '529.982.247-25');
    await userEvent.type(canvas.getByLabelText('Data de nascimento'), '1990-05-20');
    await userEvent.type(canvas.getByLabelText('Celular com DDD'), '(11) 98765-4321');
    await userEvent.type(canvas.getByLabelText('CEP'), '01310-100');
    await userEvent.type(canvas.getByLabelText('Número'), '1000');
    await userEvent.type(canvas.getByLabelText('Renda mensal (R$)'), '5.000,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar conta de recebimento' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      cpfCnpj: '529.982.247-25',
      birthDate: '1990-05-20',
      companyType: null,
      mobilePhone: '(11) 98765-4321',
      postalCode: '01310-100',
      addressNumber: '1000',
      complement: null,
      incomeValue: 5000,
    });
  },
};

/** A company: CNPJ and its type instead of a birth date; revenue instead of income. */
export const Company: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Pessoa jurídica (CNPJ)' }));
    await expect(canvas.queryByLabelText('Data de nascimento')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Razão social'), 'Ana Souza Produções LTDA');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'contato@anasouza.com.br');
    await userEvent.type(canvas.getByLabelText('CNPJ'), '11.222.333/0001-81');
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de empresa'), 'LIMITED');
    await userEvent.type(canvas.getByLabelText('Celular com DDD'), '11987654321');
    await userEvent.type(canvas.getByLabelText('CEP'), '01310100');
    await userEvent.type(canvas.getByLabelText('Número'), '1000');
    await userEvent.type(canvas.getByLabelText('Complemento (opcional)'), 'Sala 12');
    await userEvent.type(canvas.getByLabelText('Faturamento mensal (R$)'), '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar conta de recebimento' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ cpfCnpj: '11.222.333/0001-81', companyType: 'LIMITED', birthDate: null }),
    );
  },
};

/** Wrong fields are marked with @bilheteria/rules' messages, and nothing is sent. */
export const InvalidFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nome completo'), 'Ana Souza');
    await userEvent.type(canvas.getByLabelText('CPF'), '111.111.111-11');
    await userEvent.type(canvas.getByLabelText('Data de nascimento'), '2015-01-01');
    await userEvent.type(canvas.getByLabelText('CEP'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar conta de recebimento' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Confira os campos destacados.')).toBeVisible();
    await expect(canvas.getByText('Informe um CPF (11) ou CNPJ (14) válido (apenas números).')).toBeVisible();
    await expect(canvas.getByText('Informe um CEP válido (8 números).')).toBeVisible();
    await expect(canvas.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(canvas.getByLabelText('CEP')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Under 18: Asaas requires an adult holder. */
export const Underage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('CPF'), '529.982.247-25');
    await userEvent.type(canvas.getByLabelText('Data de nascimento'), '2010-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar conta de recebimento' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('É preciso ter 18 anos ou mais para receber pelas vendas.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando ao Asaas...' })).toBeDisabled();
  },
};

/** Asaas refused the account (its message, in pt-BR), or the server did: the form stays to fix and resend. */
export const ProviderError: Story = {
  args: { error: 'O CPF informado já está em uso em outra conta Asaas.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'O CPF informado já está em uso em outra conta Asaas.',
    );
    await expect(canvas.getByRole('button', { name: 'Cadastrar conta de recebimento' })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { account: registered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Em análise')).toBeVisible();
    await expect(canvas.getByText(/O Asaas está analisando seus dados/)).toBeVisible();
    await expect(canvas.getByText('20/05/1990')).toBeVisible();
    await expect(canvas.getByText(/7,5 % do preço dos ingressos/)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Cadastrar conta de recebimento' }),
    ).not.toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { account: { ...registered, status: 'approved' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aprovada')).toBeVisible();
    await expect(canvas.getByText(/você já pode publicar eventos com ingressos pagos/)).toBeVisible();
  },
};

export const DocumentsRequired: Story = {
  args: {
    account: {
      ...registered,
      status: 'documents_required',
      cpfCnpj: '11222333000181',
      birthDate: null,
      companyType: 'MEI',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Documentos pendentes')).toBeVisible();
    await expect(canvas.getByText(/Envie-os pelo link que o Asaas mandou/)).toBeVisible();
    await expect(canvas.getByText('Tipo de empresa')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { account: { ...registered, status: 'refused' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recusada')).toBeVisible();
    await expect(canvas.getByText(/O Asaas recusou a conta/)).toBeVisible();
  },
};

/** An ADMIN blocked the organizer: no new paid sales. */
export const Blocked: Story = {
  args: { account: { ...registered, status: 'approved', blocked: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('bloqueado para novas vendas pagas');
  },
};

export const Loading: Story = {
  args: { state: 'loading', account: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando sua conta de recebimento...');
  },
};

export const LoadError: Story = {
  args: { state: 'error', account: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar sua conta de recebimento.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
