import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyEvent } from '../checkout/fixtures';
import {
  CheckoutTicketsScreen,
  type CheckoutTicketCategory,
  type CheckoutTicketsScreenProps,
  type TicketQuantities,
} from './CheckoutTicketsScreen';
import { catalogueDescription } from '../../catalogue/docs';

const categories: CheckoutTicketCategory[] = [
  {
    name: 'PISTA',
    ticketTypes: [
      { id: 'pista-inteira', name: 'Lote 1 — Inteira', price: 80, max: 4 },
      { id: 'pista-meia', name: 'Lote 1 — Meia', price: 40, max: 4 },
    ],
  },
  {
    name: 'CAMAROTE',
    ticketTypes: [{ id: 'camarote-inteira', name: 'Lote 2 — Inteira', price: 180, max: 9999 }],
  },
];

/** The story's stand-in for the server's quote of the selection (the screen adds nothing up itself). */
function quotedTotal(categories: readonly CheckoutTicketCategory[], quantities: TicketQuantities) {
  return categories
    .flatMap((category) => category.ticketTypes)
    .reduce((sum, type) => sum + type.price * (quantities[type.id] ?? 0), 0);
}

/** Holds quantities and coupon the way the host does, and still reports every change to the args. */
function Stateful(args: CheckoutTicketsScreenProps) {
  const [quantities, setQuantities] = useState<TicketQuantities>(args.quantities);
  const [coupon, setCoupon] = useState(args.coupon);
  return (
    <CheckoutTicketsScreen
      {...args}
      quantities={quantities}
      cartTotal={args.cartTotal === null ? null : quotedTotal(args.categories, quantities)}
      coupon={coupon}
      onQuantityChange={(id, quantity) => {
        args.onQuantityChange(id, quantity);
        setQuantities((current) => ({ ...current, [id]: quantity }));
      }}
      onCouponChange={(value) => {
        args.onCouponChange(value);
        setCoupon(value);
      }}
    />
  );
}

const meta = {
  title: 'Screens/CheckoutTicketsScreen',
  component: CheckoutTicketsScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('CheckoutTicketsScreen') } },
  },
  args: {
    status: 'ready',
    event: storyEvent,
    categories,
    quantities: {},
    cartTotal: 0,
    coupon: '',
    signedIn: true,
    homeHref: '/',
    onQuantityChange: fn(),
    onCouponChange: fn(),
    onBuy: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CheckoutTicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', event: null, categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ingressos' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Carregando...' })).toBeVisible();
  },
};

export const EventNotFound: Story = {
  args: { status: 'notFound', event: null, categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Evento não encontrado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Forró Pé de Serra no Parque')).toBeVisible();
    await expect(canvas.getByText('Fortaleza - CE')).toBeVisible();
    const steps = within(canvas.getByRole('navigation', { name: 'Etapas da compra' })).getAllByRole(
      'listitem',
    );
    await expect(steps.map((step) => step.textContent)).toEqual([
      '1Ingressos',
      '2Identificação',
      '3Resumo',
      '4Pagamento',
    ]);

    // The first category is open, the others closed.
    const pista = canvas.getByRole('button', { name: 'PISTA' });
    const camarote = canvas.getByRole('button', { name: 'CAMAROTE' });
    await expect(pista).toHaveAttribute('aria-expanded', 'true');
    await expect(camarote).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('R$ 80,00 + taxas')).toBeVisible();
    await expect(canvas.queryByText('R$ 180,00 + taxas')).not.toBeVisible();
    await userEvent.click(camarote);
    await expect(camarote).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('R$ 180,00 + taxas')).toBeVisible();

    // Plus, minus and typing, clamped to the remaining stock.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Inteira' }),
    );
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('pista-inteira', 1);
    const meia = canvas.getByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Meia' });
    await userEvent.type(meia, '7');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('pista-meia', 4);
    await expect(meia).toHaveValue(4);
    await expect(
      canvas.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Meia' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover um ingresso PISTA — Lote 1 — Meia' }));
    await expect(meia).toHaveValue(3);

    const cart = within(canvas.getByRole('complementary', { name: 'Carrinho' }));
    await expect(cart.getByText('4 ingressos')).toBeVisible();
    await expect(cart.getByText('R$ 200,00 + Taxas')).toBeVisible();
  },
};

export const WithSelection: Story = {
  args: { quantities: { 'pista-inteira': 2, 'pista-meia': 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cart = within(canvas.getByRole('complementary', { name: 'Carrinho' }));
    await expect(cart.getByText('3 ingressos')).toBeVisible();
    await expect(cart.getByText('R$ 200,00 + Taxas')).toBeVisible();
    const buy = cart.getByRole('button', { name: 'COMPRAR' });
    await expect(buy).not.toHaveAttribute('aria-disabled');
    await userEvent.click(buy);
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Selecione ao menos 1 ingresso.')).not.toBeInTheDocument();
  },
};

export const EmptyCart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: 'COMPRAR' });
    await expect(buy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('0 ingressos')).toBeVisible();
    // Reached with the keyboard, the disabled-looking button explains itself.
    buy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Selecione ao menos 1 ingresso.');
    await expect(args.onBuy).not.toHaveBeenCalled();
    // Choosing a ticket takes the message away.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Inteira' }),
    );
    await expect(canvas.queryByText('Selecione ao menos 1 ingresso.')).not.toBeInTheDocument();
  },
};

export const SoldOut: Story = {
  args: {
    categories: [
      { name: 'PISTA', ticketTypes: [] },
      { name: 'CAMAROTE', ticketTypes: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'PISTA Esgotado' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByText('Esgotado').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'COMPRAR' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AnonymousBuyer: Story = {
  args: { signedIn: false, quantities: { 'pista-inteira': 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Para continuar, crie sua conta ou entre: sua seleção fica guardada.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'COMPRAR' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

export const CouponOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Possui um cupom?' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Cupom' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cupom' }), 'FORRO10');
    // Typing checks nothing yet: the code is applied by "Aplicar" (or Enter).
    await expect(args.onCouponChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onCouponChange).toHaveBeenLastCalledWith('FORRO10');
    await expect(canvas.getByText('Verificando o cupom FORRO10...')).toBeVisible();
  },
};

/** A code the server accepted: what it takes off at once, and the "só com cupom" lot it unlocked (issue #18). */
export const CouponApplied: Story = {
  args: {
    coupon: 'PARCEIRO',
    quantities: { 'pista-inteira': 2 },
    categories: [
      ...categories,
      { name: 'CORTESIA', ticketTypes: [{ id: 'cortesia', name: 'Parceiros', price: 80, max: 2 }] },
    ],
    couponEffect: { code: 'PARCEIRO', refusal: null, discount: 16, unlocked: ['CORTESIA — Parceiros'] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cupom PARCEIRO aplicado.')).toBeVisible();
    await expect(canvas.getByText('Desconto de R$ 16,00 nos ingressos escolhidos.')).toBeVisible();
    await expect(canvas.getByText('Liberado pelo cupom: CORTESIA — Parceiros.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover cupom' }));
    await expect(args.onCouponChange).toHaveBeenLastCalledWith('');
  },
};

/** A code the server refused, in its words (inexistente, expirado, esgotado, não vale para estes ingressos). */
export const CouponRefused: Story = {
  args: {
    coupon: 'VELHO',
    couponEffect: { code: 'VELHO', refusal: 'Cupom VELHO expirado.', discount: 0, unlocked: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cupom VELHO expirado.')).toBeVisible();
    await expect(canvas.queryByText('Cupom VELHO aplicado.')).not.toBeInTheDocument();
  },
};

/**
 * Each lot says its per-customer limit, and what the buyer already holds narrows what may be picked: two of
 * four already bought leave two (issue #13.3).
 */
export const PerCustomerLimit: Story = {
  args: {
    categories: [
      {
        name: 'PISTA',
        ticketTypes: [
          { id: 'pista-inteira', name: 'Lote 1 — Inteira', price: 80, max: 2, limit: 4, held: 2 },
          { id: 'pista-meia', name: 'Lote 1 — Meia', price: 40, max: 4, limit: 4, held: 0 },
        ],
      },
    ],
    quantities: { 'pista-inteira': 1 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('máx. 4 por pessoa · você já tem 2')).toBeVisible();
    await expect(canvas.getByText('máx. 4 por pessoa')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1 — Inteira' });
    await userEvent.click(add);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('pista-inteira', 2);
    await expect(add).toBeDisabled();
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Inteira' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await expect(quantity).toHaveValue(2);
  },
};

/** Another buyer took the last tickets of a lot kept from before: said above the lots; the rest stays. */
export const SelectionChanged: Story = {
  args: {
    notice: 'Ingressos esgotados para CAMAROTE — Lote 2 — Inteira.',
    quantities: { 'pista-meia': 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ingressos esgotados para CAMAROTE — Lote 2 — Inteira.',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Quantidade de PISTA — Lote 1 — Meia' })).toHaveValue(
      2,
    );
  },
};

/** The server is still pricing the selection: the cart says so rather than adding up prices itself. */
export const Pricing: Story = {
  args: { quantities: { 'pista-inteira': 1 }, cartTotal: null },
  play: async ({ canvasElement }) => {
    const cart = within(within(canvasElement).getByRole('complementary', { name: 'Carrinho' }));
    await expect(cart.getByText('1 ingresso')).toBeVisible();
    await expect(cart.getByText('Calculando...')).toBeVisible();
  },
};

/** Issue #14 (Lei 12.933/2013): the checkout shows the half-price tickets left. */
export const MeiaEntrada: Story = {
  args: { meiasDisponiveis: 37 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Meias disponíveis: 37')).toBeVisible();
  },
};

/** Issue #27: the selection's installments under the cart's total, from the quote. */
export const CartInstallments: Story = {
  args: {
    quantities: { 'pista-inteira': 2, 'pista-meia': 1 },
    cartInstallments: 'em até 12x de R$ 18,90',
  },
  play: async ({ canvasElement }) => {
    const cart = within(within(canvasElement).getByRole('complementary', { name: 'Carrinho' }));
    await expect(cart.getByText('R$ 200,00 + Taxas')).toBeVisible();
    await expect(cart.getByText('ou em até 12x de R$ 18,90 no cartão')).toBeInTheDocument();
  },
};
