import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allAvailable, allSold, theatreMap } from './fixtures';
import { SoldSeatsMap } from './SoldSeatsMap';

/** The organizer's report (issue #29): the map of sold seats, read-only. */
const meta = {
  title: 'Components/SoldSeatsMap',
  component: SoldSeatsMap,
  args: { status: 'ready', sections: theatreMap() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof SoldSeatsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const countOf = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Sold (crossed), held (striped), available and blocked seats, counted. */
export const PartlySold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mapa de lugares vendidos' })).toBeVisible();
    const sections = theatreMap();
    const all = sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
    const of = (status: string) => String(all.filter((seat) => seat.status === status).length);
    await expect(countOf(canvas, 'Vendidos')).toBe(of('sold'));
    await expect(countOf(canvas, 'Reservados')).toBe(of('held'));
    await expect(countOf(canvas, 'Disponíveis')).toBe(of('available'));
    await expect(countOf(canvas, 'Bloqueados')).toBe(of('blocked'));
    await expect(
      canvas.getByRole('img', { name: `Mapa de lugares: ${of('sold')} de ${all.length} assentos vendidos` }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Nenhum lugar vendido ainda/)).toBeNull();
    // Read-only: the legend has no "Escolhido".
    await expect(canvas.queryByText('Escolhido')).toBeNull();
  },
};

/** Every seat sold or held. */
export const SoldOut: Story = {
  args: { sections: theatreMap(allSold) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(countOf(canvas, 'Disponíveis')).toBe('0');
    await expect(countOf(canvas, 'Bloqueados')).toBe('0');
  },
};

/** Nothing sold yet: the empty state says so over the map. */
export const NoneSold: Story = {
  args: { sections: theatreMap(allAvailable) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Nenhum lugar vendido ainda: os assentos pagos aparecem aqui com um X.'),
    ).toBeVisible();
    await expect(countOf(canvas, 'Vendidos')).toBe('0');
  },
};

export const Loading: Story = {
  args: { status: 'loading', sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o mapa de lugares...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', sections: [], onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar o mapa de lugares.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
