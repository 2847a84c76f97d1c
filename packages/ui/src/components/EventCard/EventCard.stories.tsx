import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { events } from '../../fixtures/catalogue';
import { EventCard } from './EventCard';

const meta = {
  title: 'Components/EventCard',
  component: EventCard,
  args: events[0]!,
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Festival Sertanejo de Barretos' });
    await expect(link).toHaveAttribute('href', '/event/e1');
    await expect(canvas.getByRole('heading', { name: 'Festival Sertanejo de Barretos' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Cartaz: Festival Sertanejo de Barretos' })).toBeVisible();
    // 22:00 UTC is 19:00 in São Paulo, still the 15th.
    const date = canvasElement.querySelector('time')!;
    await expect(date).toHaveTextContent('15NOV');
    // Issue #13 point 7: the date stays off the poster, whose own title it covered.
    const poster = canvas.getByRole('img', { name: 'Cartaz: Festival Sertanejo de Barretos' });
    await expect(date.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      poster.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByText('Parque do Peão')).toBeVisible();
    await expect(canvas.getByText('Barretos / SP')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { cancelledAt: '2025-11-10T12:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Evento cancelado')).toBeVisible();
  },
};

export const WithoutTitleOrPoster: Story = {
  args: { title: '  ', image: null, venue: null, city: 'Recife', state: 'PE', date: '2026-02-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Evento' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('time')).toHaveTextContent('1FEV');
    await expect(canvas.getByText('Recife / PE')).toBeVisible();
  },
};
