import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogueDescription } from '../../catalogue/docs';
import {
  couponFormValues,
  EventCouponsScreen,
  newCouponFormValues,
  type CouponFormValues,
  type EventCoupon,
  type EventCouponsScreenProps,
} from './EventCouponsScreen';

const ticketTypes = [
  { id: 'pista-inteira', name: 'PISTA — Lote 1 — Inteira', couponOnly: false },
  { id: 'pista-meia', name: 'PISTA — Lote 1 — Meia', couponOnly: false },
  { id: 'cortesia', name: 'CORTESIA — Parceiros', couponOnly: true },
];

const coupons: EventCoupon[] = [
  {
    id: 'c1',
    code: 'FORRO10',
    kind: 'percent',
    value: 10,
    ticketTypeIds: [],
    maxUses: 100,
    used: 37,
    validFrom: null,
    validUntil: '2031-02-28T23:59:00-03:00',
    active: true,
    paidOrders: 21,
    discount: 420,
  },
  {
    id: 'c2',
    code: 'PARCEIRO',
    kind: 'price',
    value: 0,
    ticketTypeIds: ['cortesia'],
    maxUses: null,
    used: 4,
    validFrom: null,
    validUntil: null,
    active: false,
    paidOrders: 4,
    discount: 320,
  },
];

/** Holds the form the way the host does, and still reports every change to the args. */
function Stateful(args: EventCouponsScreenProps) {
  const [values, setValues] = useState<CouponFormValues>(args.values);
  const [editing, setEditing] = useState<EventCoupon | null>(args.editing ?? null);
  return (
    <EventCouponsScreen
      {...args}
      values={values}
      editing={editing}
      onChange={(next) => {
        args.onChange(next);
        setValues(next);
      }}
      onEdit={(coupon) => {
        args.onEdit(coupon);
        setEditing(coupon);
        setValues(couponFormValues(coupon));
      }}
      onCancelEdit={() => {
        args.onCancelEdit();
        setEditing(null);
        setValues(newCouponFormValues());
      }}
    />
  );
}

const meta = {
  title: 'Screens/EventCouponsScreen',
  component: EventCouponsScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('EventCouponsScreen') } },
  },
  args: {
    status: 'ready',
    eventTitle: 'Forró Pé de Serra',
    ticketTypes,
    coupons,
    values: newCouponFormValues(),
    editing: null,
    saving: false,
    onChange: fn(),
    onSave: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
    onToggle: fn(),
    onRemove: fn(),
    backHref: '/organizer/events',
    editEventHref: '/organizer/events/e1/edit',
    now: new Date('2030-06-01T12:00:00-03:00'),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EventCouponsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coupons with their uses and the discount paid orders got; the form to create one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cupons' })).toBeVisible();
    await expect(canvas.getByText('37 de 100 uso(s)')).toBeVisible();
    await expect(canvas.getByText('21 pedido(s) pago(s) · R$ 420,00 de desconto concedido')).toBeVisible();
    await expect(canvas.getByText('só com cupom')).toBeVisible();
    await expect(
      canvas.getByText(
        'Nenhum marcado: todos os ingressos à venda; um lote só com cupom precisa ser marcado. Meia-entrada nunca recebe desconto.',
      ),
    ).toBeVisible();
    // Issue #30: the only coupon naming CORTESIA is inactive, and FORRO10 ("todos") does not open it.
    await expect(canvas.getByRole('checkbox', { name: /CORTESIA — Parceiros/ })).toHaveAccessibleName(
      /Nenhum cupom libera este lote/,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), 'AMIGO');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor' }), '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar cupom' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar cupom FORRO10' }));
    await expect(args.onToggle).toHaveBeenCalledWith('c1', false);
  },
};

/** Issue #30: an active coupon names the "só com cupom" lot, so buyers with it can open it: no warning. */
export const CouponOnlyLotOpened: Story = {
  args: { coupons: [coupons[0]!, { ...coupons[1]!, active: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('só com cupom')).toBeVisible();
    await expect(canvas.queryByText('Nenhum cupom libera este lote')).toBeNull();
  },
};

/** Issue #30: the coupon naming the lot is used up: the lot is flagged again. */
export const CouponOnlyLotExhausted: Story = {
  args: { coupons: [coupons[0]!, { ...coupons[1]!, active: true, maxUses: 4 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum cupom libera este lote')).toBeVisible();
  },
};

/** "Editar" fills the form with the coupon. */
export const EditCoupon: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cupom PARCEIRO' }));
    await expect(args.onEdit).toHaveBeenCalledWith(coupons[1]);
    await expect(canvas.getByRole('heading', { name: 'Editar cupom PARCEIRO' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveValue('PARCEIRO');
    await expect(canvas.getByRole('checkbox', { name: /CORTESIA — Parceiros/ })).toBeChecked();
  },
};

/** A save the server refused, in its words. */
export const SaveError: Story = {
  args: { saveError: 'Já existe um cupom FORRO10 neste evento.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Já existe um cupom FORRO10 neste evento.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum cupom cadastrado.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando...')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', eventTitle: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Evento não encontrado.')).toBeVisible();
  },
};
