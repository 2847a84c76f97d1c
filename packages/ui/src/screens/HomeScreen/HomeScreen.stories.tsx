import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { events, slides } from '../../fixtures/catalogue';
import { HomeScreen, type HomeScreenProps } from './HomeScreen';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('HomeScreen') } },
  },
  args: {
    status: 'success',
    slides,
    events: events.slice(0, 6),
    total: 6,
    expanded: false,
    onShowAll: fn(),
    onRetry: fn(),
  },
  argTypes: { query: { control: 'text' }, placeName: { control: 'text' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    await expect(canvas.getByText('6 no total')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Destaques' })).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Rock in Copacabana' })).toHaveAttribute(
      'href',
      '/event/e2',
    );
    await expect(canvas.queryByRole('button', { name: 'VER TODOS' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', events: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Eventos' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByText(/no total/)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { events: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum evento disponível no momento.')).toBeVisible();
    await expect(canvas.getByText('0 no total')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A search (`?q=`) inside the chosen state: only what matches, with the term above the grid. */
export const SearchResults: Story = {
  args: {
    events: events.filter((event) => event.state === 'CE'),
    total: 2,
    query: 'forró',
    placeName: 'Ceará',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resultados para “forró”')).toBeVisible();
    await expect(canvas.getByText('2 no total')).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Forró Pé de Serra',
      'Vaquejada de Canindé',
    ]);
    await expect(canvas.queryByRole('button', { name: 'VER TODOS' })).not.toBeInTheDocument();
  },
};

export const EmptySearch: Story = {
  args: { events: [], total: 0, query: 'pagode', placeName: 'Ceará', clearSearchHref: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resultados para “pagode”')).toBeVisible();
    await expect(canvas.getByText('Nenhum evento encontrado para “pagode” em Ceará.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute('href', '/');
  },
};

export const EmptyStateFilter: Story = {
  args: { events: [], total: 0, placeName: 'Acre' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum evento encontrado em Acre.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ver todos os eventos' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', events: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutSlides: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Eventos' })).toBeVisible();
  },
};

/** The host loads the rest when "VER TODOS" is pressed; this wrapper plays its part. */
function ExpandingHome(props: HomeScreenProps) {
  const [expanded, setExpanded] = useState(props.expanded);
  return (
    <HomeScreen
      {...props}
      expanded={expanded}
      onShowAll={() => {
        props.onShowAll();
        setExpanded(true);
      }}
    />
  );
}

export const ManyEvents: Story = {
  args: { events, total: events.length },
  render: (args) => <ExpandingHome {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 no total')).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(8);

    await userEvent.click(canvas.getByRole('button', { name: 'VER TODOS' }));
    await expect(args.onShowAll).toHaveBeenCalledOnce();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(12);
    // It never collapses: the button is gone, and focus moved to the first new card.
    await expect(canvas.queryByRole('button', { name: 'VER TODOS' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Floripa Sunset Sessions' })).toHaveFocus());
  },
};

export const LoadingMore: Story = {
  args: { events: events.slice(0, 8), total: 12, expanded: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando mais eventos...');
    await expect(canvas.queryByRole('button', { name: 'VER TODOS' })).not.toBeInTheDocument();
  },
};

export const LoadMoreError: Story = {
  args: {
    events: events.slice(0, 8),
    total: 12,
    expanded: true,
    moreError: 'Não foi possível carregar os eventos.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onShowAll).toHaveBeenCalledOnce();
  },
};
