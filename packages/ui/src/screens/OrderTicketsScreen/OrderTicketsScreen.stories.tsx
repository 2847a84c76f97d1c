import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { posterFixture } from '../MyTicketsScreen/fixtures';
import { qrFixtures } from './fixtures';
import { OrderTicketsScreen, type OrderTicketView } from './OrderTicketsScreen';
import { catalogueDescription } from '../../catalogue/docs';

const event = {
  title: 'Forró Pé de Serra na Praia',
  image: posterFixture(28, 'FORRÓ'),
  eventDate: '2025-11-15T23:00:00Z',
  venue: 'Barraca Chico do Caranguejo',
  city: 'Fortaleza',
  state: 'CE',
  gatesOpenTime: '19:00',
  showStartTime: '20:30',
};

const ana: OrderTicketView = {
  id: 't-ana',
  code: 'Hq3v9ZtR0pXk2sLmN8aYcQ',
  ticketTypeName: 'PISTA — Lote 1 — Inteira',
  // Long enough to wrap in a card: the row's QR codes must still line up (issue #13 point 7).
  attendeeName: 'Ana Beatriz Souza de Albuquerque Cavalcanti',
  checkedInAt: null,
  qrSrc: qrFixtures.ana,
  pdfHref: '/api/tickets/Hq3v9ZtR0pXk2sLmN8aYcQ/pdf',
};

const bruno: OrderTicketView = {
  id: 't-bruno',
  code: 'Vb7nW2qT5yUe1oIrP4dFgA',
  ticketTypeName: 'PISTA — Lote 1 — Meia',
  attendeeName: 'Bruno Lima',
  checkedInAt: null,
  qrSrc: qrFixtures.bruno,
  pdfHref: '/api/tickets/Vb7nW2qT5yUe1oIrP4dFgA/pdf',
};

const carla: OrderTicketView = {
  id: 't-carla',
  code: 'Lx2cR8mN4bVz6qWe0tYuIo',
  ticketTypeName: 'CAMAROTE — Lote 1 — Inteira',
  attendeeName: 'Carla Menezes',
  checkedInAt: null,
  qrSrc: qrFixtures.carla,
  pdfHref: '/api/tickets/Lx2cR8mN4bVz6qWe0tYuIo/pdf',
};

const meta = {
  title: 'Screens/OrderTicketsScreen',
  component: OrderTicketsScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('OrderTicketsScreen') } },
  },
  args: {
    status: 'success',
    event,
    orderStatus: 'paid',
    tickets: [ana, bruno, carla],
    secondsToRefresh: 42,
    backHref: '/meus-ingressos',
    onRefresh: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderTicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(canvas.getByText('Barraca Chico do Caranguejo · Fortaleza - CE')).toBeVisible();
    await expect(canvas.getByText('Sábado, 15 de novembro de 2025')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ingressos (3)' })).toBeVisible();
    // Cards side by side share their rows: a wrapped name does not push one QR below its neighbours'.
    const ticketCards = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="ticket-card"]')];
    const rowOf = new Map<number, number[]>();
    for (const card of ticketCards) {
      const top = Math.round(card.getBoundingClientRect().top);
      const qr = card.querySelector('[data-slot="ticket-qr"]')!.getBoundingClientRect().top;
      rowOf.set(top, [...(rowOf.get(top) ?? []), Math.round(qr)]);
    }
    for (const qrTops of rowOf.values()) await expect(new Set(qrTops).size).toBe(1);
    await expect(canvas.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );

    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { level: 3, name: ana.ticketTypeName })).toBeVisible();
    await expect(first.getByText(ana.attendeeName)).toBeVisible();
    await expect(first.getByText(ana.code)).toBeVisible();
    await expect(first.getByRole('img', { name: `QR code do ingresso ${ana.code}` })).toHaveAttribute(
      'src',
      ana.qrSrc,
    );
    await expect(first.getByText('QR atualiza em 42s')).toBeVisible();
    const pdf = first.getByRole('link', { name: /Baixar PDF/ });
    await expect(pdf).toHaveAttribute('href', ana.pdfHref);
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByText('Ingresso utilizado')).not.toBeInTheDocument();

    await userEvent.click(first.getByRole('button', { name: 'Atualizar agora' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', event: null, tickets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando ingressos' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', event: null, tickets: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Meus ingressos' })).toBeVisible();
  },
};

export const CheckedIn: Story = {
  args: { tickets: [{ ...ana, checkedInAt: '2025-11-15T22:47:00Z' }, bruno] },
  play: async ({ canvasElement }) => {
    const [used, fresh] = within(canvasElement).getAllByRole('listitem');
    await expect(used).toHaveAttribute('data-checked-in', 'true');
    await expect(within(used!).getByText('Ingresso utilizado')).toBeVisible();
    await expect(within(used!).getByText('Check-in em 15/11/2025 19:47')).toBeVisible();
    await expect(within(fresh!).queryByText('Ingresso utilizado')).not.toBeInTheDocument();
  },
};

export const SingleTicket: Story = {
  args: { tickets: [bruno], secondsToRefresh: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ingressos (1)' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('QR atualiza em 7s')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar agora' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Issue #30: a half-price ticket says which document its holder brings to the door. */
export const HalfPriceTicket: Story = {
  args: { tickets: [ana, { ...bruno, halfPrice: true, meiaEntradaTipo: 'estudante' }] },
  play: async ({ canvasElement }) => {
    const [inteira, meia] = within(canvasElement).getAllByRole('listitem');
    await expect(
      within(meia!).getByText('Leve o documento: Carteira de Identificação Estudantil (CIE)'),
    ).toBeVisible();
    await expect(within(inteira!).queryByText(/Leve o documento/)).toBeNull();
  },
};

export const AwaitingPayment: Story = {
  args: { orderStatus: 'pending', tickets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aguardando aprovação')).toBeVisible();
    await expect(canvas.getByText(/Nenhum ingresso emitido ainda/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Atualizar agora' })).not.toBeInTheDocument();
  },
};

export const TransferOffered: Story = {
  args: {
    tickets: [
      { ...ana, canTransfer: true },
      { ...bruno, canTransfer: true },
    ],
    onTransfer: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('listitem');
    const card = within(first!);
    await userEvent.click(card.getByRole('button', { name: 'Transferir ingresso' }));
    await userEvent.click(card.getByRole('button', { name: 'Transferir' }));
    await expect(card.getByText('Informe o nome de quem vai receber o ingresso.')).toBeVisible();
    await expect(card.getByText('Informe um e-mail válido de quem vai receber o ingresso.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.type(card.getByLabelText('Nome de quem vai receber'), 'Diego Rocha');
    await userEvent.type(card.getByLabelText('E-mail de quem vai receber'), 'diego@exemplo.com');
    await userEvent.click(card.getByRole('button', { name: 'Transferir' }));
    await expect(args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ id: 't-ana' }), {
      name: 'Diego Rocha',
      email: 'diego@exemplo.com',
    });
  },
};

/** A half-price ticket: its new holder must name their own meia-entrada, checked before anything is sent. */
export const TransferHalfPrice: Story = {
  args: {
    tickets: [{ ...bruno, canTransfer: true, halfPrice: true }],
    onTransfer: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir ingresso' }));
    await userEvent.type(canvas.getByLabelText('Nome de quem vai receber'), 'Diego Rocha');
    await userEvent.type(canvas.getByLabelText('E-mail de quem vai receber'), 'diego@exemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir' }));
    await expect(
      canvas.getByText(
        'Informe o tipo de meia-entrada e o número do documento de cada ingresso de meia-entrada.',
      ),
    ).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Tipo de meia-entrada' }),
      'estudante',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número da CIE' }), ' CIE 2025-77 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir' }));
    await expect(args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ id: 't-bruno' }), {
      name: 'Diego Rocha',
      email: 'diego@exemplo.com',
      meiaEntrada: { tipo: 'estudante', documento: 'CIE 2025-77' },
    });
  },
};

export const TransferRefused: Story = {
  args: {
    tickets: [{ ...ana, canTransfer: true }],
    onTransfer: fn(),
    transferError: {
      id: 't-ana',
      message: 'A transferência vale até 24 horas antes do início do evento.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir ingresso' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A transferência vale até 24 horas antes do início do evento.',
    );
  },
};

export const Transferring: Story = {
  args: { tickets: [{ ...ana, canTransfer: true }], onTransfer: fn(), transferringId: 't-ana' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir ingresso' }));
    await expect(canvas.getByRole('button', { name: 'Transferindo...' })).toBeDisabled();
  },
};

/** The buyer's copy of a ticket they gave away: who has it and since when, and nothing to enter with. */
export const TransferredAway: Story = {
  args: {
    tickets: [
      {
        id: 't-ana',
        ticketTypeName: ana.ticketTypeName,
        givenAway: true,
        transferredTo: { name: 'Ana Beatriz Souza', at: '2025-11-28T15:30:00Z' },
      },
      { ...bruno, canTransfer: true },
    ],
    onTransfer: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('listitem');
    const away = within(first!);
    await expect(away.getByText('Transferido para Ana S. em 28/11')).toBeVisible();
    await expect(
      away.getByText('O ingresso agora é de quem o recebeu: só essa pessoa abre o QR code e o PDF.'),
    ).toBeVisible();
    // No code, QR, PDF or link of any kind.
    await expect(away.queryByRole('img')).not.toBeInTheDocument();
    await expect(away.queryByRole('link')).not.toBeInTheDocument();
    await expect(away.queryByText('Código')).not.toBeInTheDocument();
    await expect(away.queryByRole('button')).not.toBeInTheDocument();
    await expect(first!).not.toHaveTextContent(ana.code);
    await expect(within(second!).getByRole('button', { name: 'Transferir ingresso' })).toBeVisible();
  },
};

export const Received: Story = {
  args: {
    tickets: [
      {
        ...ana,
        attendeeName: 'Diego Rocha',
        transferredTo: { name: 'Diego Rocha', email: 'diego.rocha@exemplo.com', at: '2025-11-10T15:30:00Z' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recebido por transferência')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /QR code do ingresso/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Transferir ingresso' })).not.toBeInTheDocument();
  },
};
