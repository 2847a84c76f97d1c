import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_NOW, storyEvent, storyPix } from '../checkout/fixtures';
import {
  CheckoutPaymentScreen,
  type BuyerValues,
  type CheckoutPaymentScreenProps,
  type PaymentMethod,
} from './CheckoutPaymentScreen';
import { catalogueDescription } from '../../catalogue/docs';
import { filledCard, storyCard } from './card-fixtures';

const emptyBuyer: BuyerValues = { name: '', email: '', cpf: '', whatsapp: '' };
const ana: BuyerValues = {
  name: 'Ana Souza',
  email: 'ana@exemplo.com',
  cpf: '52998224725',
  whatsapp: '85999990000',
};

/** Keeps the buyer and the method as the host does, and reports each change to the args. */
function Stateful(args: CheckoutPaymentScreenProps) {
  const [buyer, setBuyer] = useState(args.buyer);
  const [method, setMethod] = useState<PaymentMethod>(args.method);
  return (
    <CheckoutPaymentScreen
      {...args}
      buyer={buyer}
      method={method}
      onBuyerChange={(field, value) => {
        args.onBuyerChange(field, value);
        setBuyer((current) => ({ ...current, [field]: value }));
      }}
      onMethodChange={(value) => {
        args.onMethodChange(value);
        setMethod(value);
      }}
    />
  );
}

const meta = {
  title: 'Screens/CheckoutPaymentScreen',
  component: CheckoutPaymentScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('CheckoutPaymentScreen') } },
  },
  args: {
    event: storyEvent,
    items: [
      { name: 'PISTA — Lote 1 — Inteira', quantity: 2, price: 80 },
      { name: 'PISTA — Lote 1 — Meia', quantity: 1, price: 40 },
    ],
    subtotal: 200,
    fee: 0,
    total: 200,
    method: 'pix',
    buyer: emptyBuyer,
    pix: null,
    generating: false,
    now: STORY_NOW,
    simulateAvailable: false,
    simulating: false,
    paid: false,
    backHref: '/checkout/e1/summary',
    onMethodChange: fn(),
    onBuyerChange: fn(),
    onGeneratePix: fn(),
    onCopy: fn(),
    onSimulate: fn(),
    card: storyCard(),
  },
  argTypes: { buyerError: { control: 'text' }, pixError: { control: 'text' } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CheckoutPaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a Pix generated a minute ago, 15 minutes before it expires. */
const withPix = {
  buyer: ana,
  pix: storyPix,
  generatedAt: STORY_NOW - 61_000,
} satisfies Partial<CheckoutPaymentScreenProps>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pix' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: '← Voltar ao resumo' })).toHaveAttribute(
      'href',
      '/checkout/e1/summary',
    );
    const aside = within(canvas.getByRole('complementary', { name: 'Resumo do pedido' }));
    await expect(aside.getByText('Conveniência')).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Nome completo'), 'Ana Souza');
    await expect(args.onBuyerChange).toHaveBeenLastCalledWith('name', 'Ana Souza');
    const cpf = canvas.getByLabelText('CPF/CNPJ');
    await expect(cpf).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(cpf, '529.982.247-25');
    await expect(cpf).toHaveValue('52998224725');
    await expect(args.onBuyerChange).toHaveBeenLastCalledWith('cpf', '52998224725');
    const whatsapp = canvas.getByLabelText('WhatsApp');
    await expect(whatsapp).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(whatsapp, '(85) 99999-0000');
    await expect(whatsapp).toHaveValue('85999990000');

    await expect(canvas.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/pedido é aprovado automaticamente/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dicas para pagar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar Pix' }));
    await expect(args.onGeneratePix).toHaveBeenCalledOnce();
  },
};

export const InvalidBuyer: Story = {
  args: {
    buyer: { name: ' ', email: 'ana.exemplo.com', cpf: '12345678900', whatsapp: '' },
    buyerError: [
      'Informe seu nome completo.',
      'Informe um e-mail válido.',
      'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert').filter((alert) => alert.textContent);
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent(
      'Informe seu nome completo. Informe um e-mail válido. Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
    );
  },
};

export const Generating: Story = {
  args: { buyer: ana, generating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Gerando Pix...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onGeneratePix).not.toHaveBeenCalled();
  },
};

export const PixShown: Story = {
  args: { ...withPix, simulateAvailable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(storyPix.copiaECola);
    await expect(canvas.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveAttribute('readonly');
    await expect(canvas.getByText('Expira em')).toBeVisible();
    await expect(canvas.getByText('18:15')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('15:00');
    const progress = canvas.getByRole('progressbar', { name: 'Tempo para pagar' });
    await expect(progress).toHaveAttribute('aria-valuenow', '539');
    await expect(progress).toHaveAttribute('aria-valuemax', '600');
    await expect(progress).toHaveAttribute('aria-valuetext', '08:59 restantes');
    await expect(canvas.getByText('pay_7f3a9c2e41b8')).toBeVisible();
    await expect(canvas.getByText(/ID do pagamento/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Simular pagamento' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Regerar Pix' }));
    await expect(args.onGeneratePix).toHaveBeenCalledOnce();
  },
};

export const Copied: Story = {
  args: withPix,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código' }));
    await expect(args.onCopy).toHaveBeenCalledWith(storyPix.copiaECola);
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};

export const PixExpired: Story = {
  args: { ...withPix, now: Date.parse(storyPix.expiracao) + 1_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este QR expirou.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    // One way to regenerate, beside the message.
    await expect(canvas.getAllByRole('button', { name: 'Regerar Pix' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Regerar Pix' }));
    await expect(args.onGeneratePix).toHaveBeenCalledOnce();
  },
};

export const PixError: Story = {
  args: { buyer: ana, pixError: 'Falha ao gerar Pix.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const error = canvasElement.querySelector<HTMLElement>('[data-slot="pix-error"]')!;
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toHaveTextContent('Falha ao gerar Pix.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onGeneratePix).toHaveBeenCalledOnce();
  },
};

export const CardTab: Story = {
  args: { method: 'cartao' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('tab', { name: 'Cartão' });
    await expect(card).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel', { name: 'Cartão' }));
    await expect(panel.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
    await expect(panel.getByRole('textbox', { name: 'Validade (MM/AA)' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'CEP da fatura' })).toBeVisible();
    await expect(panel.getAllByRole('radio')).toHaveLength(12);
    await expect(panel.queryByText('Formulário de cartão em breve.')).not.toBeInTheDocument();
    await userEvent.type(panel.getByRole('textbox', { name: 'Número do cartão' }), '4');
    await expect(args.card.onChange).toHaveBeenLastCalledWith('numero', '4');

    // Arrow keys move between the tabs.
    card.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('pix');
    await expect(canvas.getByRole('tab', { name: 'Pix' })).toHaveFocus();
    await expect(canvas.getByLabelText('CPF/CNPJ')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('cartao');
  },
};

export const CardFilled: Story = {
  args: { method: 'cartao', card: storyCard({ values: filledCard, brand: 'Visa', parcelas: 3 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Número do cartão/ })).toHaveAccessibleDescription(
      'Visa',
    );
    await expect(canvas.getByRole('radio', { name: /3x de R\$ 66,66 sem juros/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar com cartão' }));
    await expect(args.card.onSubmit).toHaveBeenCalledOnce();
  },
};

export const CardErrors: Story = {
  args: {
    method: 'cartao',
    card: storyCard({
      values: { ...filledCard, numero: '4242 4242 4242 4241', validade: '01/20', cvv: '12', cep: '123' },
      errors: {
        nomeTitular: 'Informe o nome impresso no cartão.',
        numero: 'Número de cartão inválido. Confira os dígitos.',
        validade: 'Cartão vencido. Use outro cartão.',
        cvv: 'O código de segurança (CVV) deste cartão tem 3 dígitos.',
        cpfCnpj: 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
        telefone: 'Informe um telefone válido com DDD (apenas números).',
        cep: 'Informe um CEP válido (8 números).',
        numeroEndereco: 'Informe o número do endereço (ou "S/N").',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [label, message] of [
      ['Nome impresso no cartão', 'Informe o nome impresso no cartão.'],
      ['Número do cartão', 'Número de cartão inválido. Confira os dígitos.'],
      ['Validade (MM/AA)', 'Cartão vencido. Use outro cartão.'],
      ['Código de segurança (CVV)', 'O código de segurança (CVV) deste cartão tem 3 dígitos.'],
      ['CPF/CNPJ do titular', 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
      ['Celular do titular', 'Informe um telefone válido com DDD (apenas números).'],
      ['CEP da fatura', 'Informe um CEP válido (8 números).'],
      ['Número do endereço', 'Informe o número do endereço (ou "S/N").'],
    ] as const) {
      const input = canvas.getByRole('textbox', { name: label });
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
  },
};

export const CardRefused: Story = {
  args: {
    method: 'cartao',
    card: storyCard({
      values: { ...filledCard, numero: '', validade: '', cvv: '' },
      status: 'refused',
      message: 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvasElement.querySelector<HTMLElement>('[data-slot="card-refused"]')!;
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Pagamento não autorizado');
    await expect(alert).toHaveTextContent('Transação não autorizada.');
    await expect(alert).toHaveTextContent('tente outro cartão ou pague com Pix');
    // The number and the CVV were forgotten; another card may be typed.
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
  },
};

export const CardAnalysis: Story = {
  args: {
    method: 'cartao',
    card: storyCard({ status: 'analysis', simulateAvailable: true }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagamento em análise');
    await expect(canvas.queryByRole('button', { name: 'Pagar com cartão' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Simular aprovação' }));
    await expect(args.card.onSimulate).toHaveBeenLastCalledWith('approve');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular reprovação' }));
    await expect(args.card.onSimulate).toHaveBeenLastCalledWith('reprove');
  },
};

export const CardSavedCard: Story = {
  args: {
    method: 'cartao',
    card: storyCard({
      values: { ...filledCard, numero: '', validade: '', cvv: '' },
      savedCards: [{ token: 'tok_1', label: 'Usar cartão final 4242 (Visa)' }],
      savedCardToken: 'tok_1',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Usar cartão final 4242 (Visa)' })).toBeChecked();
    // A saved card asks for no number, expiry or CVV.
    await expect(canvas.queryByRole('textbox', { name: 'Número do cartão' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Usar outro cartão' }));
    await expect(args.card.onSavedCardChange).toHaveBeenLastCalledWith(null);
  },
};

export const CardInstallments: Story = {
  args: { method: 'cartao', card: storyCard({ values: filledCard, brand: 'Visa', parcelas: 6 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvasElement.querySelector<HTMLElement>('[data-slot="installments"]')!);
    await expect(table.getAllByRole('radio')).toHaveLength(12);
    await expect(table.getByRole('radio', { name: /1x de R\$ 200,00 \(à vista\)/ })).toBeVisible();
    await expect(table.getByRole('radio', { name: /6x de R\$ 35,69 \(total R\$ 214,14\)/ })).toBeChecked();
    await expect(table.getByRole('radio', { name: /12x de R\$ 18,90/ })).toBeVisible();
    await userEvent.click(table.getByRole('radio', { name: /12x/ }));
    await expect(args.card.onParcelasChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('group', { name: 'Parcelas' })).toBeVisible();
  },
};

export const Simulating: Story = {
  args: { ...withPix, simulateAvailable: true, simulating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Simulando pagamento...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSimulate).not.toHaveBeenCalled();
  },
};

export const SimulateAvailable: Story = {
  args: { ...withPix, simulateAvailable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Somente em desenvolvimento: confirma este Pix sem pagar.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simular pagamento' }));
    await expect(args.onSimulate).toHaveBeenCalledOnce();
  },
};

export const Paid: Story = {
  args: { ...withPix, paid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagamento confirmado!');
    await expect(canvas.queryByRole('button', { name: 'Regerar Pix' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
  },
};
