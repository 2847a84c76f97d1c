import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { allAvailable, allSold, plateiaLots, theatreMap } from './fixtures';
import { SeatPicker, type SeatPick } from './SeatPicker';

/** The picker with its picks kept in the story's state, as the checkout keeps them. */
function Stateful(props: ComponentProps<typeof SeatPicker>) {
  const [picks, setPicks] = useState<SeatPick[]>([...props.picks]);
  return <SeatPicker {...props} picks={picks} onPicksChange={setPicks} />;
}

const meta = {
  title: 'Components/SeatPicker',
  component: SeatPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    status: 'ready',
    category: 'Plateia',
    sections: theatreMap(),
    lots: plateiaLots,
    picks: [],
    onPicksChange: () => {},
  },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof SeatPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { sections: theatreMap(allAvailable) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nenhum lugar escolhido ainda/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Melhor lugar disponível' }));
    const picks = canvas.getByRole('list', { name: 'Lugares escolhidos' });
    // Two seats side by side in the front row, nearest the centre.
    await expect(within(picks).getAllByRole('listitem')).toHaveLength(2);
    await expect(picks).toHaveTextContent('Setor B · Fileira A');
  },
};

export const PartlySold: Story = {
  args: { picks: [{ seatId: 'b-E-12', ticketTypeId: 'inteira' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Setor B · Fileira E · Assento 12')).toBeVisible();
    // The list: keyboard only, with the screen reader's words.
    await userEvent.click(canvas.getByText('Escolher pela lista (teclado e leitor de tela)'));
    const row = canvas.getByRole('list', { name: 'Assentos da fileira A' });
    await expect(within(row).getByRole('button', { name: 'Fileira A, assento 1, vendido' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Fileira A, assento 2, disponível' })).toBeVisible();
    await expect(
      within(row).getByRole('button', { name: 'Fileira A, assento 8, indisponível' }),
    ).toBeVisible();
    within(row).getByRole('button', { name: 'Fileira A, assento 3, disponível' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Setor B · Fileira A · Assento 3')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { sections: theatreMap(allSold) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Todos os lugares de Plateia foram vendidos.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Error: Story = {
  args: { status: 'error', onRetry: () => {} },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Não foi possível carregar o mapa de lugares.'),
    ).toBeVisible();
  },
};

export const LostRace: Story = {
  args: {
    picks: [
      { seatId: 'b-D-11', ticketTypeId: 'inteira' },
      { seatId: 'b-D-14', ticketTypeId: 'meia' },
    ],
    notice: 'O assento D12 acabou de ser reservado',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('O assento D12 acabou de ser reservado');
    await expect(
      canvas.getAllByRole('listitem').filter((item) => item.textContent?.includes('Fileira D')),
    ).toHaveLength(2);
  },
};
