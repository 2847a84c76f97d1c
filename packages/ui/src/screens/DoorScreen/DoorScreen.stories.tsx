import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { catalogueDescription } from '../../catalogue/docs';
import { createFakeScanner } from '../../components/TicketScanner/fake-engine';
import type { DoorEventOption } from './door-events';
import { DoorScreen } from './DoorScreen';
import type { DoorVerdictView } from './DoorVerdict';

const NOW = new Date('2026-03-10T15:00:00-03:00');

const events: DoorEventOption[] = [
  {
    id: 'e-past',
    title: 'Samba de Verão',
    startDate: '2026-02-14T21:00:00-03:00',
    venue: 'Clube do Choro',
    city: 'Recife',
  },
  {
    id: 'e-next',
    title: 'Forró Pé de Serra na Praia',
    startDate: '2026-03-10T20:00:00-03:00',
    venue: 'Barraca Chico do Caranguejo',
    city: 'Fortaleza',
  },
  {
    id: 'e-later',
    title: 'Festival de Quadrilhas',
    startDate: '2026-06-20T19:00:00-03:00',
    venue: 'Pátio de Eventos',
    city: 'Caruaru',
  },
];

const scanBase = {
  view: 'scan' as const,
  event: { title: 'Forró Pé de Serra na Praia', startDate: '2026-03-10T20:00:00-03:00' },
  deviceName: 'Portão 1',
  connection: 'online' as const,
  pending: 0,
  lastSyncAt: '2026-03-10T20:41:00-03:00',
  verdict: null,
  onDecode: fn(),
  onDismissVerdict: fn(),
  onCameraError: fn(),
};

const admitted: DoorVerdictView = {
  id: 1,
  kind: 'admitted',
  attendeeName: 'Ana Beatriz Souza',
  ticketTypeName: 'PISTA — Lote 1 — Inteira',
};

const meta = {
  title: 'Screens/DoorScreen',
  component: DoorScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('DoorScreen') } },
  },
  args: scanBase,
} satisfies Meta<typeof DoorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page fits the viewport: door staff never scroll. */
async function fitsWithoutScrolling(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollHeight).toBeLessThanOrEqual(page.clientHeight);
}

const pairArgs = {
  view: 'pair' as const,
  values: { code: '', name: '' },
  pairing: false,
  error: null,
  onChange: fn(),
  onPair: fn(),
  onPairingQr: fn(),
  loginHref: '/login?next=%2Fscanner',
};

export const Pair: Story = {
  args: { ...pairArgs, values: { code: 'K7M2QX', name: 'Portão 1' }, engine: createFakeScanner().engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Conectar este aparelho à portaria' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Código de pareamento')).toHaveValue('K7M2QX');
    await expect(canvas.getByRole('link', { name: 'Entrar com a sua conta' })).toHaveAttribute(
      'href',
      '/login?next=%2Fscanner',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar aparelho' }));
    await expect((args as Record<string, unknown>).onPair).toHaveBeenCalledTimes(1);
    await fitsWithoutScrolling(canvasElement);
  },
};

const pairQrFake = createFakeScanner();

export const PairWithQr: Story = {
  args: { ...pairArgs, engine: pairQrFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ler QR do código' }));
    await canvas.findByText('Aponte a câmera para o QR code do ingresso.', {}, { timeout: 3000 });
    pairQrFake.decode('http://localhost:3000/scanner?pareamento=K7M2QX');
    await waitFor(() =>
      expect((args as Record<string, unknown>).onPairingQr).toHaveBeenCalledWith(
        'http://localhost:3000/scanner?pareamento=K7M2QX',
      ),
    );
    // Back to the form, with the camera off.
    await expect(await canvas.findByRole('button', { name: 'Ler QR do código' })).toBeVisible();
  },
};

export const Pairing: Story = {
  args: { ...pairArgs, values: { code: 'K7M2QX', name: 'Portão 1' }, pairing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Conectando…' })).toBeDisabled();
  },
};

export const PairingRefused: Story = {
  args: {
    ...pairArgs,
    values: { code: 'K7M2QX', name: 'Portão 1' },
    error: 'Código de pareamento inválido ou expirado.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Código de pareamento inválido ou expirado.',
    );
  },
};

const pickerArgs = {
  view: 'events' as const,
  status: 'ready' as const,
  events,
  now: NOW,
  onPick: fn(),
  onRetry: fn(),
};

export const EventPicker: Story = {
  args: pickerArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Escolha o evento' })).toBeVisible();
    const upcoming = within(canvas.getByRole('region', { name: 'Próximos' })).getAllByRole('button');
    // Tonight's event first, then June's; February's is among the past ones.
    await expect(upcoming.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Forró Pé de Serra na Praia'),
      expect.stringContaining('Festival de Quadrilhas'),
    ]);
    await expect(
      within(canvas.getByRole('region', { name: 'Já aconteceram' })).getByText('Samba de Verão'),
    ).toBeVisible();
    await userEvent.click(upcoming[0]!);
    await expect((args as Record<string, unknown>).onPick).toHaveBeenCalledWith(events[1]);
  },
};

export const EventsLoading: Story = {
  args: { ...pickerArgs, status: 'loading', events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando eventos…')).toBeVisible();
  },
};

export const EventsError: Story = {
  args: { ...pickerArgs, status: 'error', events: [], error: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os seus eventos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect((args as Record<string, unknown>).onRetry).toHaveBeenCalled();
  },
};

export const NoEvents: Story = {
  args: { ...pickerArgs, events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Você não tem eventos.')).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { view: 'downloading', eventTitle: 'Forró Pé de Serra na Praia' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Baixando os dados de entrada do evento…')).toBeVisible();
  },
};

export const DownloadError: Story = {
  args: {
    view: 'downloadError',
    eventTitle: 'Forró Pé de Serra na Praia',
    message: null,
    onRetry: fn(),
    onBack: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível baixar os dados de entrada do evento.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

const onlineFake = createFakeScanner();

export const Online: Story = {
  args: { ...scanBase, engine: onlineFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forró Pé de Serra na Praia' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Situação da conexão' })).toHaveTextContent('Conectado');
    await canvas.findByText('Aponte a câmera para o QR code do ingresso.', {}, { timeout: 3000 });
    onlineFake.decode('Hq3v9ZtR0pXk2sLmN8aYcQ.29401234.k3J9sQ2m');
    await waitFor(() => expect((args as Record<string, unknown>).onDecode).toHaveBeenCalledTimes(1));
    await expect((args as Record<string, unknown>).onDecode).toHaveBeenCalledWith(
      'Hq3v9ZtR0pXk2sLmN8aYcQ.29401234.k3J9sQ2m',
    );
    await fitsWithoutScrolling(canvasElement);
  },
};

export const OfflineWithQueue: Story = {
  args: { ...scanBase, connection: 'offline', pending: 12, engine: createFakeScanner().engine },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Situação da conexão' });
    await expect(status).toHaveTextContent('Sem conexão');
    await expect(status).toHaveTextContent('12 leituras a enviar');
  },
};

export const ChooseAnotherEvent: Story = {
  args: { ...scanBase, deviceName: null, onChangeEvent: fn(), engine: createFakeScanner().engine },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Trocar evento' }));
    await expect((args as Record<string, unknown>).onChangeEvent).toHaveBeenCalled();
  },
};

export const TypeCode: Story = {
  args: { ...scanBase, onDecode: fn(), engine: createFakeScanner().engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Digitar código' }));
    await userEvent.type(canvas.getByLabelText('Código do ingresso'), 'Hq3v9ZtR0pXk2sLmN8aYcQ');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar' }));
    await expect((args as Record<string, unknown>).onDecode).toHaveBeenCalledWith('Hq3v9ZtR0pXk2sLmN8aYcQ');
    await expect(canvas.getByRole('button', { name: 'Digitar código' })).toBeVisible();
  },
};

export const Admitted: Story = {
  args: { ...scanBase, onDismissVerdict: fn(), verdict: admitted, engine: createFakeScanner().engine },
  play: async ({ canvasElement, args }) => {
    const verdict = within(canvasElement).getByRole('alert');
    await expect(verdict).toHaveTextContent('ENTRADA LIBERADA');
    await expect(verdict).toHaveTextContent('Ana Beatriz Souza');
    await expect(verdict).toHaveTextContent('PISTA — Lote 1 — Inteira');
    // It fills the screen...
    const box = verdict.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(box.width).toBe(view.innerWidth);
    await expect(box.height).toBe(view.innerHeight);
    // ...and goes away by itself, so the next ticket is read at once.
    await waitFor(() => expect((args as Record<string, unknown>).onDismissVerdict).toHaveBeenCalled(), {
      timeout: 2500,
    });
  },
};

export const AdmittedOffline: Story = {
  args: {
    ...scanBase,
    connection: 'offline',
    pending: 3,
    verdict: { ...admitted, offline: true },
    engine: createFakeScanner().engine,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Validado neste aparelho, sem internet. Será enviado ao servidor.',
    );
  },
};

export const AdmittedMeiaEntrada: Story = {
  args: {
    ...scanBase,
    verdict: {
      ...admitted,
      ticketTypeName: 'PISTA — Lote 1 — Meia',
      meiaEntrada: { tipo: 'estudante', documento: '12345678X' },
    },
    engine: createFakeScanner().engine,
  },
  play: async ({ canvasElement }) => {
    const verdict = within(canvasElement).getByRole('alert');
    await expect(verdict).toHaveTextContent('MEIA-ENTRADA');
    await expect(verdict).toHaveTextContent('Exigir CIE válida e documento com foto');
    await expect(verdict).toHaveTextContent('Número da CIE: 12345678X');
  },
};

export const AlreadyUsed: Story = {
  args: {
    ...scanBase,
    onDismissVerdict: fn(),
    verdict: {
      id: 2,
      kind: 'refused',
      message: 'Ingresso já utilizado',
      attendeeName: 'Ana Beatriz Souza',
      ticketTypeName: 'PISTA — Lote 1 — Inteira',
      checkedInAt: '2026-03-10T20:05:00-03:00',
      checkedInDevice: 'Portão 2',
    },
    engine: createFakeScanner().engine,
  },
  play: async ({ canvasElement, args }) => {
    const verdict = within(canvasElement).getByRole('alert');
    await expect(verdict).toHaveTextContent('ENTRADA RECUSADA');
    await expect(verdict).toHaveTextContent('Ingresso já utilizado');
    await expect(verdict).toHaveTextContent('Entrada registrada às 20:05 (Portão 2)');
    // A tap dismisses it early.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toque para ler o próximo' }));
    await expect((args as Record<string, unknown>).onDismissVerdict).toHaveBeenCalled();
  },
};

export const Forged: Story = {
  args: {
    ...scanBase,
    verdict: { id: 3, kind: 'refused', message: 'QR code inválido ou adulterado.' },
    engine: createFakeScanner().engine,
  },
  play: async ({ canvasElement }) => {
    const verdict = within(canvasElement).getByRole('alert');
    await expect(verdict).toHaveAttribute('data-verdict', 'refused');
    await expect(verdict).toHaveTextContent('QR code inválido ou adulterado.');
  },
};

export const Revoked: Story = {
  args: { view: 'revoked', onPairAgain: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Este aparelho foi desconectado da portaria' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Os dados de entrada do evento foram apagados dele/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar com um novo código' }));
    await expect((args as Record<string, unknown>).onPairAgain).toHaveBeenCalled();
  },
};

/*
 * Issue #30 point 7: the longest seeded title on a phone. The door screen is a centred grid; its items once took
 * the title's whole width (603 px on a 390-px phone), pushing "Trocar evento" off the screen and cutting the
 * camera, "Parar" and "Digitar código" in half. The title truncates instead, and nothing is wider than the phone.
 */
const LONG_TITLE = 'Clássicos do Cinema — Orquestra Sinfônica';
const phone = { viewport: { value: 'mobile', isRotated: false } };

/** Nothing scrolls sideways, and each control named (and the camera box, when there is one) is on screen. */
async function fitsThePhone(canvasElement: HTMLElement, buttons: (string | RegExp)[] = []) {
  const document = canvasElement.ownerDocument;
  const width = document.defaultView!.innerWidth;
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  const canvas = within(canvasElement);
  const boxes = buttons.map((name) => canvas.getByRole('button', { name }));
  const camera = canvasElement.querySelector('[data-slot="ticket-scanner-reader"]')?.parentElement;
  for (const element of camera ? [...boxes, camera] : boxes) {
    const box = element.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(width);
  }
}

const longScan = {
  ...scanBase,
  event: { title: LONG_TITLE, startDate: '2026-03-10T20:00:00-03:00' },
  deviceName: null,
  onChangeEvent: fn(),
};

export const LongTitle: Story = {
  globals: phone,
  args: { ...longScan, engine: createFakeScanner().engine },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The whole title, wrapped on two lines, above "Trocar evento".
    const heading = canvas.getByRole('heading', { level: 1, name: LONG_TITLE });
    await expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight);
    await canvas.findByRole('button', { name: 'Parar' }, { timeout: 3000 });
    await fitsThePhone(canvasElement, ['Trocar evento', 'Parar', 'Digitar código']);
  },
};

export const LongTitleOffline: Story = {
  globals: phone,
  args: {
    ...longScan,
    deviceName: 'Portão 1 — entrada principal da Rua das Palmeiras',
    onChangeEvent: undefined,
    connection: 'offline',
    pending: 128,
    engine: createFakeScanner().engine,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Situação da conexão' })).toHaveTextContent(
      '128 leituras a enviar',
    );
    await canvas.findByRole('button', { name: 'Parar' }, { timeout: 3000 });
    await fitsThePhone(canvasElement, ['Parar', 'Digitar código']);
  },
};

export const LongTitleTypeCode: Story = {
  globals: phone,
  args: { ...longScan, engine: createFakeScanner().engine },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Digitar código' }));
    await expect(canvas.getByLabelText('Código do ingresso')).toHaveFocus();
    await fitsThePhone(canvasElement, ['Trocar evento', 'Cancelar', 'Validar']);
  },
};

export const LongTitleEventPicker: Story = {
  globals: phone,
  args: {
    ...pickerArgs,
    events: [
      {
        ...events[1]!,
        title: LONG_TITLE,
        venue: 'Theatro Municipal do Rio de Janeiro',
        city: 'Rio de Janeiro',
      },
      { ...events[2]!, title: 'Festival Sertanejo de Barretos' },
    ],
  },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement, [/^Clássicos do Cinema/, /^Festival Sertanejo de Barretos/]);
  },
};

export const LongTitleDownloading: Story = {
  globals: phone,
  args: { view: 'downloading', eventTitle: LONG_TITLE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: LONG_TITLE })).toBeVisible();
    await fitsThePhone(canvasElement);
  },
};

export const LongTitleDownloadError: Story = {
  globals: phone,
  args: { view: 'downloadError', eventTitle: LONG_TITLE, message: null, onRetry: fn(), onBack: fn() },
  play: async ({ canvasElement }) => {
    await fitsThePhone(canvasElement, ['Trocar evento', 'Tentar novamente']);
  },
};
