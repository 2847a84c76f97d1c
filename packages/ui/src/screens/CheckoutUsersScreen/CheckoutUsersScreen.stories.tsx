import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyEvent } from '../checkout/fixtures';
import {
  CheckoutUsersScreen,
  type AttendeeEntry,
  type AttendeeField,
  type CheckoutUsersScreenProps,
} from './CheckoutUsersScreen';
import { catalogueDescription } from '../../catalogue/docs';

const blank: AttendeeEntry[] = [
  { idx: 0, lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
  { idx: 1, lotName: 'PISTA — Lote 1 — Inteira', name: '', email: '' },
  { idx: 2, lotName: 'PISTA — Lote 1 — Meia', name: '', email: '' },
];

const filled: AttendeeEntry[] = [
  { idx: 0, lotName: 'PISTA — Lote 1 — Inteira', name: 'Ana Souza', email: 'ana@exemplo.com' },
  { idx: 1, lotName: 'PISTA — Lote 1 — Inteira', name: 'Bruno Lima', email: 'bruno@exemplo.com' },
  { idx: 2, lotName: 'PISTA — Lote 1 — Meia', name: 'Clara Souza', email: 'clara@exemplo.com' },
];

const summary = {
  items: [
    { name: 'PISTA — Lote 1 — Inteira', quantity: 2, price: 80 },
    { name: 'PISTA — Lote 1 — Meia', quantity: 1, price: 40 },
  ],
  subtotal: 200,
  fee: 0,
  total: 200,
};

/** An attendee with one field changed (the beneficiary's two fields live in `meiaEntrada`). */
function changed(attendee: AttendeeEntry, field: AttendeeField, value: string): AttendeeEntry {
  if (field === 'meiaTipo' || field === 'meiaDocumento') {
    const meia = attendee.meiaEntrada ?? { tipo: '', documento: '' };
    return {
      ...attendee,
      meiaEntrada: field === 'meiaTipo' ? { ...meia, tipo: value } : { ...meia, documento: value },
    };
  }
  return { ...attendee, [field]: value };
}

/** Keeps what is typed, as the host's form does, and reports each change to the args. */
function Stateful(args: CheckoutUsersScreenProps) {
  const [attendees, setAttendees] = useState(args.attendees);
  return (
    <CheckoutUsersScreen
      {...args}
      attendees={attendees}
      onAttendeeChange={(idx, field, value) => {
        args.onAttendeeChange(idx, field, value);
        setAttendees((current) => current.map((a) => (a.idx === idx ? changed(a, field, value) : a)));
      }}
    />
  );
}

const meta = {
  title: 'Screens/CheckoutUsersScreen',
  component: CheckoutUsersScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('CheckoutUsersScreen') } },
  },
  args: {
    event: storyEvent,
    attendees: blank,
    summary,
    backHref: '/checkout/e1',
    onAttendeeChange: fn(),
    onContinue: fn(),
  },
  argTypes: { error: { control: 'text' } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CheckoutUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Quem vai usar os ingressos?' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'Ingresso 3 PISTA — Lote 1 — Meia' })).toBeVisible();
    await expect(canvas.getAllByLabelText('Nome completo')).toHaveLength(3);
    await expect(canvas.getAllByLabelText('E-mail')).toHaveLength(3);

    const first = within(canvas.getByRole('group', { name: 'Ingresso 1 PISTA — Lote 1 — Inteira' }));
    await userEvent.type(first.getByLabelText('Nome completo'), 'Ana');
    await expect(args.onAttendeeChange).toHaveBeenLastCalledWith(0, 'name', 'Ana');

    const steps = canvas
      .getAllByRole('listitem')
      .filter((step) => step.getAttribute('aria-current') === 'step');
    await expect(steps[0]).toHaveTextContent('Identificação');
    const aside = within(canvas.getByRole('complementary', { name: 'Resumo rápido' }));
    await expect(aside.getAllByText('R$ 200,00')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '← Voltar' })).toHaveAttribute('href', '/checkout/e1');

    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: { attendees: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByLabelText('Nome completo').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Ana Souza', 'Bruno Lima', 'Clara Souza']);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const MissingFields: Story = {
  args: {
    attendees: [filled[0]!, { ...filled[1]!, email: '' }, blank[2]!],
    error: 'Preencha nome e e-mail de todos os utilizadores.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Preencha nome e e-mail de todos os utilizadores.',
    );
  },
};

export const NoTickets: Story = {
  args: { attendees: [], summary: { items: [], subtotal: 0, fee: 0, total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum ingresso selecionado.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '← Voltar' })).toHaveAttribute('href', '/checkout/e1');
  },
};

/** Issue #14: a half-price ticket asks who is entitled and the document, with what the door will ask for. */
const withMeia: AttendeeEntry[] = [
  filled[0]!,
  { ...filled[2]!, idx: 1, name: '', email: '', meiaEntrada: { tipo: '', documento: '' } },
];

const meiaSummary = {
  items: [
    { name: 'PISTA — Lote 1 — Inteira', quantity: 1, price: 80 },
    { name: 'PISTA — Lote 1 — Meia', quantity: 1, price: 40 },
  ],
  subtotal: 120,
  fee: 0,
  total: 120,
};

export const MeiaEntrada: Story = {
  args: { attendees: withMeia, summary: meiaSummary },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const meia = within(canvas.getByRole('group', { name: 'Ingresso 2 PISTA — Lote 1 — Meia' }));
    // Issue #30: the accepted documents are listed before a beneficiary is named.
    const documents = within(canvas.getByRole('region', { name: 'Documentos aceitos para a meia-entrada' }));
    await expect(
      documents.getByText('cartão do BPC ou documento do INSS que comprove a deficiência'),
    ).toBeVisible();
    await expect(canvas.getAllByLabelText('Tipo de meia-entrada')).toHaveLength(1);
    await expect(meia.getByLabelText('Número do documento')).toBeVisible();
    await userEvent.selectOptions(meia.getByLabelText('Tipo de meia-entrada'), 'estudante');
    await expect(args.onAttendeeChange).toHaveBeenLastCalledWith(1, 'meiaTipo', 'estudante');
    // The document's label and the note follow the type chosen.
    await userEvent.type(meia.getByLabelText('Número da CIE'), '12345');
    await expect(args.onAttendeeChange).toHaveBeenLastCalledWith(1, 'meiaDocumento', '12345');
    await expect(
      meia.getByText(/apresente a Carteira de Identificação Estudantil \(CIE\) válida/),
    ).toBeVisible();
  },
};

export const MeiaEntradaJovem: Story = {
  args: {
    attendees: [
      filled[0]!,
      {
        ...filled[2]!,
        idx: 1,
        meiaEntrada: { tipo: 'jovem_baixa_renda', documento: '12345678901' },
      },
    ],
    summary: meiaSummary,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Número do ID Jovem')).toHaveValue('12345678901');
    const meia = within(canvas.getByRole('group', { name: /^Ingresso 2/ }));
    await expect(meia.getByText(/Identidade Jovem \(ID Jovem\)/)).toBeVisible();
  },
};

export const MeiaEntradaMissing: Story = {
  args: {
    attendees: [filled[0]!, { ...filled[2]!, idx: 1, meiaEntrada: { tipo: '', documento: '' } }],
    summary: meiaSummary,
    error: 'Informe o tipo de meia-entrada e o número do documento de cada ingresso de meia-entrada.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Informe o tipo de meia-entrada e o número do documento de cada ingresso de meia-entrada.',
    );
  },
};

/** Lugares marcados (issue #29): the summary shows each item's seats. */
export const ReservedSeats: Story = {
  args: {
    attendees: [
      { idx: 0, lotName: 'Plateia — Lote 1 — Inteira', name: '', email: '' },
      { idx: 1, lotName: 'Plateia — Lote 1 — Inteira', name: '', email: '' },
    ],
    summary: {
      items: [
        {
          name: 'Plateia — Lote 1 — Inteira',
          quantity: 2,
          price: 80,
          seats: ['Setor B · Fileira F · Assento 12', 'Setor B · Fileira F · Assento 13'],
        },
      ],
      subtotal: 160,
      fee: 0,
      total: 160,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seats = within(canvas.getByRole('list', { name: 'Lugares' }));
    await expect(seats.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Setor B · Fileira F · Assento 12',
      'Setor B · Fileira F · Assento 13',
    ]);
  },
};
