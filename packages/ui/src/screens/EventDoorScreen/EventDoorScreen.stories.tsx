import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { catalogueDescription } from '../../catalogue/docs';
import type { CheckInFigures, DuplicateAdmission } from './CheckInReport';
import type { DoorDevice } from './DoorDevices';
import { EventDoorScreen } from './EventDoorScreen';
import { PAIRING_QR } from './fixtures';

const NOW = Date.parse('2026-03-10T21:30:00-03:00');

const PAIRED = '2026-03-10T18:00:00-03:00';
const devices: DoorDevice[] = [
  { id: 'd1', name: 'Portão 1 — Ana', pairedAt: PAIRED, lastSyncAt: '2026-03-10T21:29:52-03:00', scans: 412 },
  {
    id: 'd2',
    name: 'Portão 2 — Bruno',
    pairedAt: PAIRED,
    lastSyncAt: '2026-03-10T21:12:03-03:00',
    scans: 198,
  },
  { id: 'd3', name: 'Camarote', pairedAt: PAIRED, lastSyncAt: null, scans: 0 },
];

const duplicates: DuplicateAdmission[] = [
  {
    ticketId: '0b8f3c1e-0000-4000-8000-00000000a001',
    ticketTypeName: 'PISTA — Lote 1 — Inteira',
    attendeeName: 'Ana Beatriz Souza',
    first: { deviceName: 'Portão 1 — Ana', at: '2026-03-10T20:41:10-03:00' },
    second: { deviceName: 'Portão 2 — Bruno', at: '2026-03-10T20:43:55-03:00' },
  },
];

const checkIn: CheckInFigures = {
  checkedIn: 610,
  sold: 1450,
  byLot: [
    { ticketTypeId: 't1', name: 'PISTA — Lote 1 — Inteira', checkedIn: 301, sold: 600 },
    { ticketTypeId: 't2', name: 'PISTA — Lote 1 — Meia', checkedIn: 259, sold: 600 },
    { ticketTypeId: 't3', name: 'CAMAROTE — Lote 1 — Inteira', checkedIn: 50, sold: 250 },
  ],
  byHour: [
    { hour: '2026-03-10T19:00:00-03:00', checkedIn: 88 },
    { hour: '2026-03-10T20:00:00-03:00', checkedIn: 341 },
    { hour: '2026-03-10T21:00:00-03:00', checkedIn: 181 },
  ],
  duplicates,
};

const meta = {
  title: 'Screens/EventDoorScreen',
  component: EventDoorScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('EventDoorScreen') } },
  },
  args: {
    status: 'ready',
    eventTitle: 'Forró Pé de Serra na Praia',
    now: NOW,
    pairing: null,
    creatingPairing: false,
    onCreatePairing: fn(),
    devices,
    onRevoke: fn(),
    checkIn,
    backHref: '/organizer',
    reportHref: '/organizer/reports/e1',
    scannerHref: '/scanner',
  },
} satisfies Meta<typeof EventDoorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portaria' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Aparelhos da portaria' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Portão 1 — Ana');
    await expect(rows[0]).toHaveTextContent('Última sincronização:10/03/2026 21:29');
    await expect(rows[0]).toHaveTextContent('Leituras:412');
    await expect(rows[2]).toHaveTextContent('Nunca');
    // Live figures: checked in of sold, per lot and per hour.
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByText('610 de 1.450 vendidos')).toBeVisible();
    const byLot = canvas.getByRole('region', { name: 'Entradas por lote' });
    await expect(within(byLot).getByRole('row', { name: /PISTA — Lote 1 — Meia/ })).toHaveTextContent(
      '259600',
    );
    const byHour = canvas.getByRole('region', { name: 'Entradas por hora' });
    await expect(within(byHour).getByRole('row', { name: /20:00/ })).toHaveTextContent('341');
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar código de pareamento' }));
    await expect(args.onCreatePairing).toHaveBeenCalled();
  },
};

export const PairingCode: Story = {
  args: {
    pairing: {
      code: 'K7QM-2XRD',
      expiresAt: new Date(NOW + 9 * 60_000 + 58_000).toISOString(),
      qrCodeBase64: PAIRING_QR,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('K7QM-2XRD')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'QR code do código de pareamento K7QM-2XRD' }),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Válido por 09:58 · uso único');
    await expect(canvas.getByRole('button', { name: 'Gerar outro código' })).toBeVisible();
  },
};

export const PairingCodeExpired: Story = {
  args: {
    pairing: {
      code: 'K7QM-2XRD',
      expiresAt: new Date(NOW - 1000).toISOString(),
      qrCodeBase64: PAIRING_QR,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este código expirou. Gere outro.')).toBeVisible();
    await expect(canvas.queryByText('K7QM-2XRD')).not.toBeInTheDocument();
  },
};

export const CreatingPairingCode: Story = {
  args: { creatingPairing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Gerando…' })).toBeDisabled();
  },
};

export const RevokeDevice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revogar o aparelho Portão 2 — Bruno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar este aparelho?' });
    await expect(dialog).toHaveTextContent('Portão 2 — Bruno');
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar aparelho' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('d2');
  },
};

export const Revoking: Story = {
  args: { revokingId: 'd2', revokeError: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Revogando… o aparelho Portão 2 — Bruno' }),
    ).toBeDisabled();
  },
};

export const RevokeError: Story = {
  args: { revokeError: 'Aparelho não encontrado.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Aparelho não encontrado.');
  },
};

export const NoDevices: Story = {
  args: { devices: [], checkIn: { ...checkIn, checkedIn: 0, byHour: [], duplicates: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum aparelho conectado a este evento.')).toBeVisible();
    await expect(canvas.getByText('Ninguém entrou ainda.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma entrada duplicada.')).toBeVisible();
  },
};

export const DuplicateAdmissions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Entradas duplicadas (1)' })).toBeVisible();
    const row = canvasElement.querySelector('[data-slot="duplicate-admission"]') as HTMLElement;
    await expect(row).toHaveTextContent('Ana Beatriz Souza · PISTA — Lote 1 — Inteira');
    await expect(row).toHaveTextContent('Primeira entradaPortão 1 — Ana · 10/03/2026 20:41');
    await expect(row).toHaveTextContent('Entrada duplicadaPortão 2 — Bruno · 10/03/2026 20:43');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando...')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', eventTitle: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Evento não encontrado.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'Falha de rede.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Falha de rede.');
  },
};
