import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { newEventFormValues, type EventFormValues } from '../../lib/lots';
import { EventFormScreen, type EventFormScreenProps } from './EventFormScreen';
import { catalogueDescription } from '../../catalogue/docs';

const loadedEvent: EventFormValues = {
  title: 'Festival Sertanejo de Barretos',
  status: 'published',
  description: 'Três palcos e a tradicional queima de fogos no encerramento.',
  image: 'https://exemplo.com.br/cartaz.png',
  mapImage: '',
  venue: 'Parque do Peão',
  city: 'Barretos',
  state: 'SP',
  eventDate: '2025-11-15',
  gatesOpenTime: '16:00',
  showStartTime: '19:00',
  startDate: '2025-11-15T16:00',
  endDate: '2025-11-16T02:00',
  categories: [
    {
      name: 'PISTA',
      lots: [
        {
          _id: 't1',
          _sold: 37,
          label: 'Lote 1 — Inteira',
          price: '120',
          quantity: '500',
          lotNumber: '1',
          perCustomerLimit: '4',
          saleStart: '2025-09-01T10:00',
          saleEnd: '2025-10-31T23:59',
        },
        {
          _id: 't2',
          label: 'Lote 1 — Meia',
          price: '60',
          quantity: '200',
          lotNumber: '1',
          perCustomerLimit: '4',
          saleStart: '2025-09-01T10:00',
          saleEnd: '2025-10-31T23:59',
        },
      ],
    },
    {
      name: 'CAMAROTE',
      lots: [
        {
          _id: 't3',
          _sold: 1,
          label: 'Lote 1 — Open bar',
          price: '380',
          quantity: '80',
          lotNumber: '1',
          perCustomerLimit: '2',
          saleStart: '',
          saleEnd: '',
        },
        {
          _id: 't4',
          label: 'Lote 2 — Open bar',
          price: '450.5',
          quantity: '80',
          lotNumber: '2',
          perCustomerLimit: '2',
          saleStart: '',
          saleEnd: '',
        },
      ],
    },
  ],
};

/** Keeps the values the way the host's form state does, so typing works in the story. */
function StatefulForm(props: EventFormScreenProps) {
  const [values, setValues] = useState(props.values);
  return (
    <EventFormScreen
      {...props}
      values={values}
      onChange={(next) => {
        props.onChange(next);
        setValues(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/EventFormScreen',
  component: EventFormScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('EventFormScreen') } },
  },
  args: {
    mode: 'new',
    values: newEventFormValues(),
    saving: false,
    cancelHref: '/organizer',
    onChange: fn(),
    onSubmit: fn(),
  },
  argTypes: { error: { control: 'text' } },
  render: (args) => <StatefulForm {...args} />,
} satisfies Meta<typeof EventFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const lots = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="event-form-lot"]')].map((lot) => within(lot));
const categories = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="event-form-category"]')].map((item) =>
    within(item),
  );

/** A half-price lot's derived price (issue #30): its words and the amount, in one box. */
const meiaPrice = (lot: ReturnType<typeof within>) => lot.getByText(/^metade da Inteira:/);

/** The values of the last `onChange` call. */
function lastChange(mock: EventFormScreenProps['onChange']) {
  const calls = (mock as unknown as { mock: { calls: [EventFormValues][] } }).mock.calls;
  return calls[calls.length - 1]![0];
}

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Novo evento' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toBeRequired();
    await expect(canvas.getByLabelText(/^Data do evento/)).toBeRequired();

    // Default category: PISTA with Lote 1 Inteira (80) and Meia (40), 100 each, limit 4.
    await expect(canvas.getByRole('group', { name: 'PISTA' })).toBeVisible();
    const [inteira, meia] = lots(canvasElement);
    await expect(inteira!.getByLabelText(/^Nome do lote/)).toHaveValue('Lote 1 — Inteira');
    await expect(inteira!.getByLabelText('Preço (R$)')).toHaveValue(80);
    await expect(inteira!.getByLabelText('Preço (R$)')).toHaveAttribute('step', '0.01');
    await expect(inteira!.getByLabelText('Quantidade')).toHaveValue(100);
    await expect(inteira!.getByLabelText('Limite por cliente')).toHaveValue(4);
    // Issue #30: the half price is half of its Inteira, shown, never typed.
    await expect(meia!.queryByLabelText('Preço (R$)')).toBeNull();
    await expect(meiaPrice(meia!)).toHaveTextContent('metade da Inteira: R$ 40,00');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Forró no Parque');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Forró no Parque' }),
    );

    // UF: upper-cased as typed, two letters at most.
    const uf = canvas.getByRole('textbox', { name: 'UF' });
    await expect(uf).toHaveAttribute('placeholder', 'CE, SP...');
    await userEvent.type(uf, 'cea');
    await expect(uf).toHaveValue('CE');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Publicado');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'published' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const CategoriesAndLots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+ Adicionar categoria' }));
    const added = canvas.getByRole('group', { name: 'NOVA CATEGORIA' });
    const addedName = within(added).getByRole('textbox', { name: 'Nome da categoria' });
    await waitFor(() => expect(addedName).toHaveFocus());
    await expect(within(added).getByLabelText(/^Nome do lote/)).toHaveValue('Lote 1 — Inteira');
    await expect(within(added).getByLabelText('Preço (R$)')).toHaveValue(0);
    await expect(within(added).getByLabelText('Limite por cliente')).toHaveValue(0);

    await userEvent.clear(addedName);
    await userEvent.type(addedName, 'VIP');
    await expect(canvas.getByRole('group', { name: 'VIP' })).toBeVisible();

    // "+ Adicionar lote" in PISTA (two lots): "Lote 3 — Inteira", focused.
    const pista = categories(canvasElement)[0]!;
    await userEvent.click(pista.getByRole('button', { name: '+ Adicionar lote' }));
    const labels = pista.getAllByLabelText(/^Nome do lote/);
    await expect(labels).toHaveLength(3);
    await expect(labels[2]).toHaveValue('Lote 3 — Inteira');
    await waitFor(() => expect(labels[2]).toHaveFocus());

    await userEvent.click(lots(canvasElement)[0]!.getByRole('button', { name: 'Remover lote' }));
    await expect(
      pista.getAllByLabelText(/^Nome do lote/).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Lote 1 — Meia', 'Lote 3 — Inteira']);
    await expect(pista.getByRole('button', { name: '+ Adicionar lote' })).toHaveFocus();

    const vip = within(canvas.getByRole('group', { name: 'VIP' }));
    await userEvent.click(vip.getByRole('button', { name: 'Remover categoria' }));
    await expect(canvas.queryByRole('group', { name: 'VIP' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '+ Adicionar categoria' })).toHaveFocus();

    const last = lastChange(args.onChange);
    await expect(last.categories).toHaveLength(1);
    await expect(last.categories[0]!.lots).toHaveLength(2);
  },
};

export const Edit: Story = {
  args: { mode: 'edit', values: loadedEvent },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar evento' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Festival Sertanejo de Barretos',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
    await expect(canvas.getByLabelText(/^Data do evento/)).toHaveValue('2025-11-15');
    await expect(canvas.getByLabelText('Início do show')).toHaveValue('19:00');
    await expect(canvas.getByLabelText('Fim')).toHaveValue('2025-11-16T02:00');

    await expect(canvas.getByRole('group', { name: 'PISTA' })).toBeVisible();
    const camarote = within(canvas.getByRole('group', { name: 'CAMAROTE' }));
    const names = camarote.getAllByLabelText(/^Nome do lote/);
    await expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Lote 1 — Open bar',
      'Lote 2 — Open bar',
    ]);
    await expect(camarote.getAllByLabelText('Preço (R$)')[1]).toHaveValue(450.5);
    await expect(lots(canvasElement)[0]!.getByLabelText('Início das vendas')).toHaveValue('2025-09-01T10:00');

    // Editing a lot keeps its ticket type id, so the server updates instead of replacing it.
    const quantity = camarote.getAllByLabelText('Quantidade')[0]!;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '90');
    await expect(lastChange(args.onChange).categories[1]!.lots[0]).toMatchObject({
      _id: 't3',
      quantity: '90',
    });
  },
};

/** Issue #18: a lot marked "Só com cupom" (hidden from the public) and the link to the event's coupons. */
export const CouponOnlyLot: Story = {
  args: { mode: 'edit', values: loadedEvent, couponsHref: '/organizer/coupons/e1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cupons de desconto deste evento →' })).toHaveAttribute(
      'href',
      '/organizer/coupons/e1',
    );
    const camarote = within(canvas.getByRole('group', { name: 'CAMAROTE' }));
    const couponOnly = camarote.getAllByRole('checkbox', { name: /Só com cupom/ })[1]!;
    await expect(couponOnly).not.toBeChecked();
    await userEvent.click(couponOnly);
    await expect(lastChange(args.onChange).categories[1]!.lots[1]).toMatchObject({
      _id: 't4',
      couponOnly: true,
    });
  },
};

/** Issue #30: a "só com cupom" lot that no usable coupon names is flagged where it is marked. */
export const CouponOnlyLotWithoutCoupon: Story = {
  args: {
    mode: 'edit',
    values: {
      ...loadedEvent,
      categories: [
        loadedEvent.categories[0]!,
        {
          name: 'CAMAROTE',
          lots: loadedEvent.categories[1]!.lots.map((item) => ({ ...item, couponOnly: true })),
        },
      ],
    },
    couponsHref: '/organizer/coupons/e1',
    couponOpenedLotIds: ['t3'],
  },
  play: async ({ canvasElement, args }) => {
    const [, , opened, locked] = lots(canvasElement);
    await expect(opened!.queryByText('Nenhum cupom libera este lote')).toBeNull();
    await expect(locked!.getByText('Nenhum cupom libera este lote')).toBeVisible();
    // A new lot marked "só com cupom" has no coupon yet either.
    const pista = within(within(canvasElement).getByRole('group', { name: 'PISTA' }));
    await userEvent.click(pista.getByRole('button', { name: '+ Adicionar lote' }));
    const added = lots(canvasElement)[2]!;
    await userEvent.click(added.getByRole('checkbox', { name: /Só com cupom/ }));
    await expect(added.getByText('Nenhum cupom libera este lote')).toBeVisible();
    await expect(lastChange(args.onChange).categories[0]!.lots[2]).toMatchObject({ couponOnly: true });
  },
};

/** Issue #13 point 12: each lot says how many tickets it sold; a lot (or category) with sales offers no removal. */
export const LotsWithSales: Story = {
  args: { mode: 'edit', values: loadedEvent },
  play: async ({ canvasElement }) => {
    const [inteira, meia, openBar1, openBar2] = lots(canvasElement);
    await expect(inteira!.getByText('37 vendidos')).toBeVisible();
    await expect(inteira!.queryByRole('button', { name: 'Remover lote' })).toBeNull();
    await expect(inteira!.getByText('Lote com vendas: não pode ser removido.')).toBeVisible();
    await expect(openBar1!.getByText('1 vendido')).toBeVisible();
    await expect(openBar1!.queryByRole('button', { name: 'Remover lote' })).toBeNull();
    await expect(meia!.getByText('0 vendidos')).toBeVisible();
    await expect(meia!.getByRole('button', { name: 'Remover lote' })).toBeVisible();
    await expect(openBar2!.getByRole('button', { name: 'Remover lote' })).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Remover categoria' })).toBeNull();
    await expect(canvas.getAllByText('Categoria com vendas: não pode ser removida.')).toHaveLength(2);
  },
};

export const Saving: Story = {
  args: { mode: 'edit', values: loadedEvent, saving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvando…' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cidade' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...newEventFormValues(), categories: [{ ...newEventFormValues().categories[0]!, name: '' }] },
    submitCount: 1,
    errors: {
      title: 'Informe o título do evento.',
      eventDate: 'Informe a data do evento.',
      'categories.0.name': 'Informe o nome da categoria.',
      'categories.0.lots.0.price': 'Informe um preço válido (0 ou mais).',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Título' });
    await expect(title).toBeInvalid();
    await expect(title).toHaveAccessibleDescription('Informe o título do evento.');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByLabelText(/^Data do evento/)).toHaveAccessibleDescription(
      'Informe a data do evento.',
    );
    await expect(canvas.getByRole('group', { name: 'Categoria 1' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome da categoria' })).toBeInvalid();
    const [inteira, meia] = lots(canvasElement);
    await expect(inteira!.getByLabelText('Preço (R$)')).toHaveAccessibleDescription(
      'Informe um preço válido (0 ou mais).',
    );
    await expect(meia!.getByLabelText('Quantidade')).toBeValid();
    await expect(canvas.getByText('Corrija os campos destacados e salve novamente.')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    mode: 'edit',
    values: loadedEvent,
    error: 'Não é possível reduzir a quantidade abaixo do que já foi vendido.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não é possível reduzir a quantidade abaixo do que já foi vendido.',
    );
    // The message takes the focus and is in view, however far down the button was.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    const box = canvas.getByRole('alert').getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Issue #31: publishing a paid event before the payout account is approved; the message links to Recebimentos. */
export const PayoutAccountRequired: Story = {
  args: {
    mode: 'new',
    values: { ...loadedEvent, status: 'published' },
    error: 'Para vender ingressos pagos, cadastre sua conta de recebimento.',
    errorLink: { href: '/organizer/recebimentos', label: 'Ir para Recebimentos' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Para vender ingressos pagos, cadastre sua conta de recebimento.');
    await expect(within(alert).getByRole('link', { name: 'Ir para Recebimentos' })).toHaveAttribute(
      'href',
      '/organizer/recebimentos',
    );
  },
};

export const Loading: Story = {
  args: { mode: 'edit', status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar evento' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { mode: 'edit', status: 'error', loadError: 'Evento não encontrado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Evento não encontrado');
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  },
};

/** Issue #14: an event the meia-entrada law does not cover (a congress) is marked so; no quota then applies. */
export const NotCoveredByMeiaEntradaLaw: Story = {
  args: { mode: 'edit', values: { ...loadedEvent, meiaEntradaLei: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Evento coberto pela lei da meia-entrada' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(/ao menos 40% dos ingressos como meia-entrada/);
    // Without the law the organizer prices the "Meia" lot; with it, the price follows the Inteira again.
    await expect(lots(canvasElement)[1]!.getByLabelText('Preço (R$)')).toHaveValue(60);
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ meiaEntradaLei: true }));
  },
};

/** Issue #30: a half-price lot's price is half of its Inteira, read-only, and follows it as the Inteira changes. */
export const MeiaPriceFollowsInteira: Story = {
  args: { mode: 'edit', values: loadedEvent },
  play: async ({ canvasElement, args }) => {
    const [inteira, meia] = lots(canvasElement);
    await expect(meiaPrice(meia!)).toHaveTextContent('metade da Inteira: R$ 60,00');
    await expect(meia!.queryByRole('spinbutton', { name: 'Preço (R$)' })).toBeNull();
    const price = inteira!.getByLabelText('Preço (R$)');
    await userEvent.clear(price);
    await userEvent.type(price, '130.5');
    await expect(meiaPrice(meia!)).toHaveTextContent('metade da Inteira: R$ 65,25');
    await expect(lastChange(args.onChange).categories[0]!.lots[1]).toMatchObject({
      _id: 't2',
      price: '65.25',
    });
  },
};

/** Issue #27: the organizer caps the card installments of the event (1 to 12). */
export const CardInstallments: Story = {
  args: { mode: 'edit', values: { ...loadedEvent, maxInstallments: 6 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Parcelas no cartão' });
    await expect(select).toHaveValue('6');
    await expect(within(select).getAllByRole('option')).toHaveLength(12);
    await userEvent.selectOptions(select, '3');
    await expect(lastChange(args.onChange)).toMatchObject({ maxInstallments: 3 });
  },
};

/** Issue #28: "Abertura de vendas" with the waiting room on, and its pace. */
export const OnSaleQueue: Story = {
  args: {
    mode: 'edit',
    values: { ...loadedEvent, onSale: { startsAt: '2026-11-20T10:00', queue: true, admitPerMinute: '600' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('group', { name: 'Abertura de vendas' });
    await expect(within(section).getByLabelText('Início das vendas')).toHaveValue('2026-11-20T10:00');
    await expect(within(section).getByRole('checkbox', { name: 'Fila de espera na abertura' })).toBeChecked();
    const pace = within(section).getByLabelText(/Pessoas por minuto/);
    await userEvent.type(pace, '0');
    await expect(lastChange(args.onChange)).toMatchObject({
      onSale: { startsAt: '2026-11-20T10:00', queue: true, admitPerMinute: '6000' },
    });
  },
};
