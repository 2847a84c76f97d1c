import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { events as catalogue } from '../../fixtures/catalogue';
import { MyEventsScreen, type MyEventItem } from './MyEventsScreen';
import { catalogueDescription } from '../../catalogue/docs';

const events: MyEventItem[] = [
  {
    id: 'e1',
    title: 'Festival Sertanejo de Barretos',
    status: 'published',
    startDate: '2025-11-15T19:00:00Z',
    image: catalogue[0]!.image,
    editHref: '/organizer/edit/e1',
    reportHref: '/organizer/reports/e1',
    couponsHref: '/organizer/coupons/e1',
    doorHref: '/organizer/portaria/e1',
  },
  {
    id: 'e2',
    title: 'Forró Pé de Serra',
    status: 'draft',
    startDate: null,
    image: catalogue[3]!.image,
    editHref: '/organizer/edit/e2',
    reportHref: '/organizer/reports/e2',
  },
  {
    id: 'e3',
    title: 'Jazz em Ouro Preto',
    status: 'published',
    startDate: '2026-01-24T21:30:00Z',
    image: null,
    editHref: '/organizer/edit/e3',
    reportHref: '/organizer/reports/e3',
  },
];

const meta = {
  title: 'Screens/MyEventsScreen',
  component: MyEventsScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: { component: catalogueDescription('MyEventsScreen') },
      story: { inline: false, iframeHeight: 600 },
    },
  },
  args: { status: 'success', events, newEventHref: '/organizer/new', onDelete: fn() },
  argTypes: { error: { control: 'text' }, deleteError: { control: 'text' } },
} satisfies Meta<typeof MyEventsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meus Eventos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+ Criar evento' })).toHaveAttribute(
      'href',
      '/organizer/new',
    );

    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { name: 'Festival Sertanejo de Barretos' })).toBeVisible();
    await expect(first.getByText('Publicado')).toBeVisible();
    // 19:00 UTC is 16:00 in São Paulo.
    await expect(first.getByText('15/11/2025 16:00')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/organizer/edit/e1');
    await expect(first.getByRole('link', { name: 'Relatório' })).toHaveAttribute(
      'href',
      '/organizer/reports/e1',
    );
    // Issue #17: the event's door (pairing codes, devices, entries).
    await expect(first.getByRole('link', { name: 'Portaria' })).toHaveAttribute(
      'href',
      '/organizer/portaria/e1',
    );
    await expect(first.getByRole('button', { name: 'Excluir' })).toHaveAccessibleDescription(
      'Festival Sertanejo de Barretos',
    );

    const second = within(cards[1]!);
    await expect(second.getByText('Rascunho')).toBeVisible();
    await expect(second.getByText('Data a definir')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.getByRole('link', { name: '+ Criar evento' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', events: [], error: 'Não foi possível listar seus eventos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível listar seus eventos.',
    );
  },
};

export const ErrorWithoutMessage: Story = {
  args: { status: 'error', events: [], error: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Erro$/);
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você ainda não criou eventos.')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '+ Criar evento' })).toHaveLength(2);
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(within(canvas.getByRole('list')).getAllByRole('listitem')[1]!);
    await userEvent.click(card.getByRole('button', { name: 'Excluir' }));

    const body = within(document.body);
    let dialog = within(await body.findByRole('dialog', { name: 'Excluir evento' }));
    await expect(dialog.getByText('Excluir este evento? Esta ação é irreversível.')).toBeVisible();
    await expect(dialog.getByText('Forró Pé de Serra')).toBeVisible();

    // Cancelling deletes nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(card.getByRole('button', { name: 'Excluir' }));
    dialog = within(await body.findByRole('dialog', { name: 'Excluir evento' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith('e2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Deleting: Story = {
  args: { deletingId: 'e2' },
  play: async ({ canvasElement }) => {
    const card = within(within(within(canvasElement).getByRole('list')).getAllByRole('listitem')[1]!);
    await expect(card.getByRole('button', { name: 'Excluindo...' })).toBeDisabled();
  },
};

export const DeleteError: Story = {
  args: { deleteError: 'Este evento tem pedidos pagos e não pode ser excluído.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Este evento tem pedidos pagos e não pode ser excluído.',
    );
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** 30 events: 12 at first, "Mostrar mais" adds 12; the search finds titles without minding accents. */
export const ManyEvents: Story = {
  args: {
    events: Array.from({ length: 30 }, (_, index) => ({
      id: `m${index + 1}`,
      title: index === 27 ? 'Forró do Fim do Ano' : `Show ${index + 1}`,
      status: 'published' as const,
      startDate: new Date(Date.UTC(2026, 0, index + 1, 22)).toISOString(),
      image: null,
      editHref: `/organizer/edit/m${index + 1}`,
      reportHref: `/organizer/reports/m${index + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = () => canvas.getAllByRole('link', { name: /^Editar/ });
    await expect(cards()).toHaveLength(12);
    await expect(canvas.getByText('12 de 30 eventos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar mais' }));
    await expect(cards()).toHaveLength(24);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar nos meus eventos' }), 'forro');
    await expect(cards()).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Forró do Fim do Ano' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar nos meus eventos' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar nos meus eventos' }), 'nada');
    await expect(canvas.getByText('Nenhum evento encontrado para "nada".')).toBeVisible();
  },
};

export const CancelEventPreview: Story = {
  args: {
    onPreviewCancel: fn(),
    onCancelEvent: fn(),
    cancelPreview: { eventId: 'e1', paidOrders: 3, pendingOrders: 1, tickets: 7, refundAmount: 560 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A draft sells nothing: it offers no "Cancelar evento".
    await expect(canvas.getAllByRole('button', { name: 'Cancelar evento' })).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Cancelar evento' })[0]!);
    await expect(args.onPreviewCancel).toHaveBeenCalledWith('e1');
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Cancelar evento' }));
    await expect(
      dialog.getByText(
        '3 pedidos pagos serão reembolsados (R$ 560,00), 1 pedido pendente cancelado, 7 ingressos deixam de valer.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar evento' }));
    await expect(args.onCancelEvent).toHaveBeenCalledWith('e1');
  },
};

export const CancelEventLoadingPreview: Story = {
  args: { onPreviewCancel: fn(), onCancelEvent: fn(), cancelPreview: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Cancelar evento' })[0]!);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Cancelar evento' }));
    await expect(dialog.getByRole('status', { name: 'Calculando o que será reembolsado...' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar evento' })).toBeDisabled();
    await expect(args.onCancelEvent).not.toHaveBeenCalled();
  },
};

export const EventCancelled: Story = {
  args: {
    onPreviewCancel: fn(),
    onCancelEvent: fn(),
    events: [{ ...events[0]!, cancelledAt: '2025-11-10T12:00:00Z' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Evento cancelado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar evento' })).not.toBeInTheDocument();
  },
};
