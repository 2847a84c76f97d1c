import type { Meta, StoryObj } from '@storybook/react-vite';
import { generateGrid, type SeatMapInput } from '@bilheteria/rules';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SeatMapEditorScreen, seatPlaceKey } from './SeatMapEditorScreen';

const drawn = (): SeatMapInput => ({
  sections: [
    generateGrid({
      section: 'B',
      category: 'Plateia',
      rows: 'A–F',
      seats: '1–16',
      skip: '13',
      aislesAfter: '8',
      curve: 0.6,
    }),
  ],
});

const takenSome = new Map(
  drawn().sections[0]!.rows.flatMap((row, r) =>
    row.seats
      .filter((_, s) => (r * 5 + s) % 4 === 0)
      .map((seat, s) => [seatPlaceKey('B', row.label, seat.label), s % 3 === 0 ? 'held' : 'sold'] as const),
  ),
);
const takenAll = new Map(
  drawn().sections[0]!.rows.flatMap((row) =>
    row.seats.map((seat) => [seatPlaceKey('B', row.label, seat.label), 'sold'] as const),
  ),
);

function Stateful(props: ComponentProps<typeof SeatMapEditorScreen>) {
  const [map, setMap] = useState(props.map);
  return <SeatMapEditorScreen {...props} map={map} onMapChange={setMap} />;
}

const meta = {
  title: 'Screens/SeatMapEditorScreen',
  component: SeatMapEditorScreen,
  render: (args) => <Stateful {...args} />,
  args: {
    status: 'ready',
    eventTitle: 'Auto da Compadecida',
    categories: ['Plateia', 'Camarote'],
    category: 'Plateia',
    map: { sections: [] },
    onMapChange: () => {},
    saving: false,
    onSave: () => {},
    backHref: '/organizer/events/1/edit',
  },
} satisfies Meta<typeof SeatMapEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum setor ainda: gere as fileiras acima.')).toBeVisible();
    const rows = canvas.getByRole('textbox', { name: 'Fileiras' });
    await userEvent.clear(rows);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar setor' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Informe as fileiras, por exemplo "A–T".');
    await userEvent.type(rows, 'A–T');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Assentos por fileira' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Assentos por fileira' }), '1–30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sem os assentos' }), '13');
    await expect(canvas.getByText('Fileiras A–T, assentos 1–30, sem o 13')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar setor' }));
    await expect(canvas.getByText('580 assento(s) no mapa, 580 à venda.')).toBeVisible();
  },
};

export const Drawn: Story = {
  args: { map: drawn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Nenhum setor ainda: gere as fileiras acima.')).not.toBeInTheDocument();
    await expect(canvas.getByText(/à venda\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar mapa' })).toBeEnabled();
  },
};

export const PartlySold: Story = {
  args: { map: drawn(), taken: takenSome },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Assentos vendidos ou reservados não podem ser retirados nem bloqueados.',
      ),
    ).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { map: drawn(), taken: takenAll },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Assentos vendidos ou reservados não podem ser retirados nem bloqueados.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o mapa...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Não foi possível carregar o mapa de lugares.'),
    ).toBeVisible();
  },
};

export const LostRace: Story = {
  args: {
    map: drawn(),
    taken: takenSome,
    error:
      'O assento A2 já está num pedido pago ou aguardando pagamento: não pode ser retirado nem bloqueado.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/O assento A2 já está num pedido/)).toBeVisible();
  },
};
