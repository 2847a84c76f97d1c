import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EventLinks } from '../../components/EventLinks';
import { eventDetail, venueMap } from '../../fixtures/catalogue';
import { EventDetailScreen } from './EventDetailScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/EventDetailScreen',
  component: EventDetailScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('EventDetailScreen') } },
  },
  args: { status: 'success', event: eventDetail, checkoutHref: '/checkout/e1', homeHref: '/' },
} satisfies Meta<typeof EventDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Festival Sertanejo de Barretos' }),
    ).toBeVisible();
    const poster = canvas.getByRole('img', { name: 'Cartaz: Festival Sertanejo de Barretos' });
    await expect(poster).toBeVisible();
    // The page's largest paint, fetched first (the server's head preloads the same address).
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    // 22:00 UTC on the 15th is a Saturday evening in São Paulo.
    await expect(canvas.getByText('Sábado, 15 de novembro de 2025')).toBeVisible();
    await expect(canvas.getByText('Parque do Peão')).toBeVisible();
    await expect(canvas.getByText('Barretos / SP')).toBeVisible();
    await expect(canvas.getByText(/Abertura dos portões/)).toHaveTextContent('Abertura dos portões: 16:00');
    await expect(canvas.getByText(/Início do evento/)).toHaveTextContent('Início do evento: 19:00');
    await expect(canvas.getByRole('link', { name: 'COMPRAR INGRESSOS' })).toHaveAttribute(
      'href',
      '/checkout/e1',
    );
    await expect(canvas.getByRole('heading', { name: 'Sobre o evento' })).toBeVisible();
    await expect(canvas.getByText(/Três palcos/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Mapa do Evento' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Rascunho')).not.toBeInTheDocument();
  },
};

export const Ended: Story = {
  args: { event: { ...eventDetail, ended: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este evento já foi encerrado e não vende mais ingressos.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'COMPRAR INGRESSOS' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Sábado, 15 de novembro de 2025')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { event: { ...eventDetail, cancelledAt: '2025-11-10T12:00:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Evento cancelado');
    await expect(canvas.queryByRole('link', { name: 'COMPRAR INGRESSOS' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', event: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByRole('link', { name: 'COMPRAR INGRESSOS' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', event: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Evento não encontrado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver outros eventos' })).toHaveAttribute('href', '/');
  },
};

export const WithoutDescription: Story = {
  args: { event: { ...eventDetail, description: '  ', gatesOpenTime: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O organizador ainda não adicionou uma descrição.')).toBeVisible();
    await expect(canvas.getByText(/Abertura dos portões/)).toHaveTextContent(
      'Abertura dos portões: A definir',
    );
  },
};

export const WithMap: Story = {
  args: { event: { ...eventDetail, mapImage: venueMap } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mapa do Evento' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Mapa do Evento: Festival Sertanejo de Barretos' }),
    ).toBeVisible();
  },
};

export const Draft: Story = {
  args: { event: { ...eventDetail, status: 'draft' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rascunho')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Este evento é um rascunho: só você o vê.');
  },
};

export const WithoutPoster: Story = {
  args: { event: { ...eventDetail, image: null, title: '', venue: null, state: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Evento' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('Barretos')).toBeVisible();
  },
};

/** With "Compartilhar", "Adicionar à agenda" and "Como chegar" under the purchase (issue #21). */
export const WithLinks: Story = {
  args: {
    links: (
      <EventLinks
        url="https://ingressos.exemplo.com.br/event/e1"
        title={eventDetail.title}
        canShare={false}
        onShare={fn()}
        onCopyLink={fn()}
        calendarHref="/api/events/e1/calendar.ics"
        place="Parque do Peão, Barretos/SP"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'COMPRAR INGRESSOS' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar à agenda' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Como chegar/ })).toBeVisible();
  },
};

/**
 * Issue #14 (Lei 12.933/2013): the seller shows the half-price tickets left; issue #30: and, before the sale, the
 * documents that prove the right to them.
 */
export const MeiaEntrada: Story = {
  args: { event: { ...eventDetail, meiasDisponiveis: 1280 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Meias disponíveis: 1.280')).toBeVisible();
    const documents = within(canvas.getByRole('region', { name: 'Documentos aceitos para a meia-entrada' }));
    await expect(documents.getByText('Carteira de Identificação Estudantil (CIE)')).toBeVisible();
    await expect(documents.getByText('Identidade Jovem (ID Jovem)')).toBeVisible();
  },
};

/** Issue #27: the card's installments of a ticket, as the server decided them. */
export const WithInstallments: Story = {
  args: { event: { ...eventDetail, installments: 'em até 12x de R$ 27,50' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No cartão em até 12x de R$ 27,50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'COMPRAR INGRESSOS' })).toBeVisible();
  },
};
