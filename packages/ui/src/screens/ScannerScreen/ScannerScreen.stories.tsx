import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeScanner } from '../../components/TicketScanner/fake-engine';
import type { ScanResultView } from './scan-feedback';
import { ScannerScreen } from './ScannerScreen';
import { catalogueDescription } from '../../catalogue/docs';

const checkIn: ScanResultView = {
  status: 'checked_in',
  checkedInAt: '2025-11-15T23:05:00Z',
  ticket: {
    _id: '0b8f3c1e-0000-4000-8000-00000000a001',
    code: 'Hq3v9ZtR0pXk2sLmN8aYcQ',
    ticketTypeName: 'PISTA — Lote 1 — Inteira',
  },
  attendee: { name: 'Ana Beatriz Souza', email: 'ana@example.com' },
  event: {
    _id: '6f1c2a10-0000-4000-8000-00000000e001',
    title: 'Forró Pé de Serra na Praia',
    eventDate: '2025-11-15T23:00:00Z',
    venue: 'Barraca Chico do Caranguejo',
    city: 'Fortaleza',
  },
};

const READING = 'Hq3v9ZtR0pXk2sLmN8aYcQ.29401234.k3J9sQ2m';

const meta = {
  title: 'Screens/ScannerScreen',
  component: ScannerScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('ScannerScreen') } },
  },
  args: {
    result: null,
    error: null,
    validating: false,
    onDecode: fn(),
    onCameraError: fn(),
  },
} satisfies Meta<typeof ScannerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const scanningFake = createFakeScanner();

async function cameraOn(canvasElement: HTMLElement) {
  await within(canvasElement).findByText(
    'Aponte a câmera para o QR code do ingresso.',
    {},
    { timeout: 3000 },
  );
}

export const Scanning: Story = {
  args: { engine: scanningFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leitor de Ingressos' })).toBeVisible();
    await cameraOn(canvasElement);
    await expect(canvas.getByText('Nenhum ingresso validado ainda.')).toBeVisible();
    // The rear camera, 10 fps, 250 px box.
    await expect(scanningFake.calls).toContain('start:rear:10:250');

    // The QR stays in view for several frames: one validation.
    for (let frame = 0; frame < 4; frame += 1) scanningFake.decode(READING);
    await waitFor(() => expect(args.onDecode).toHaveBeenCalledTimes(1));
    await expect(args.onDecode).toHaveBeenCalledWith(READING);
  },
};

export const Validating: Story = {
  args: { engine: createFakeScanner().engine, validating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Validando ingresso…')).toBeVisible();
  },
};

export const Success: Story = {
  args: { engine: createFakeScanner().engine, result: checkIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Check-in confirmado' })).toBeVisible();
    await expect(canvas.getByText('PISTA — Lote 1 — Inteira')).toBeVisible();
    await expect(canvas.getByText('Ana Beatriz Souza')).toBeVisible();
    await expect(
      canvas.getByText(
        'Forró Pé de Serra na Praia · 15/11/2025 20:00 · Barraca Chico do Caranguejo, Fortaleza',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('15/11/2025 20:05')).toBeVisible();
    // The server's answer, whole.
    const raw = canvas.getByRole('region', { name: 'Resposta do servidor' });
    await expect(raw).toHaveTextContent('"status": "checked_in"');
    await expect(raw).toHaveTextContent('"email": "ana@example.com"');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const AlreadyUsed: Story = {
  args: {
    engine: createFakeScanner().engine,
    result: checkIn,
    error: {
      message: 'Ingresso já utilizado',
      checkedInAt: '2025-11-15T23:05:00Z',
      attendeeName: 'Ana Souza',
      ticketTypeName: 'PISTA — Lote 1 — Inteira',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ingresso já utilizado');
    await expect(alert).toHaveTextContent('Ingresso de Ana Souza (PISTA — Lote 1 — Inteira).');
    // Verdict and name on the first screen, at phone height too (the camera comes after them there).
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerHeight,
    );
    await expect(alert).toHaveTextContent('Check-in feito em 15/11/2025 20:05.');
    // The previous result stays until a success replaces it.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Check-in confirmado' })).toBeVisible();
  },
};

export const Forged: Story = {
  args: { engine: createFakeScanner().engine, error: { message: 'QR code inválido ou adulterado.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('QR code inválido ou adulterado.');
    // The refusal stands alone: "Nenhum ingresso validado ainda." beside it read as a second verdict.
    await expect(canvas.queryByText('Nenhum ingresso validado ainda.')).not.toBeInTheDocument();
  },
};

export const ValidationFailed: Story = {
  args: { engine: createFakeScanner().engine, error: { message: 'Falha na validação' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Falha na validação');
  },
};

export const CameraDenied: Story = {
  args: {
    engine: createFakeScanner({ listError: new DOMException('Permission denied', 'NotAllowedError') }).engine,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Permissão da câmera negada.');
    // pt-BR only: the browser's English words stay out of sight.
    await expect(alert).not.toHaveTextContent('NotAllowedError');
    await expect(args.onCameraError).toHaveBeenCalledWith(
      'Permissão da câmera negada. Autorize o acesso à câmera no navegador e toque em Iniciar.',
    );
    await expect(canvas.getByRole('button', { name: 'Iniciar' })).toBeVisible();
  },
};

const pausedFake = createFakeScanner();

export const Paused: Story = {
  args: { engine: pausedFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await cameraOn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(await canvas.findByText('Leitura pausada.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retomar' })).toBeVisible();
    pausedFake.decode(READING);
    await expect(args.onDecode).not.toHaveBeenCalled();
  },
};

/** Issue #14: a half-price ticket says "MEIA-ENTRADA" first, with the proof to ask for and whose it is. */
export const MeiaEntrada: Story = {
  args: {
    engine: createFakeScanner().engine,
    result: {
      ...checkIn,
      ticket: { ...checkIn.ticket, ticketTypeName: 'PISTA — Lote 1 — Meia' },
      attendee: { ...checkIn.attendee, meiaEntrada: { tipo: 'estudante', documento: '12345678X' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvas.getByRole('article');
    // "MEIA-ENTRADA" comes before anything else of the result.
    await expect(result.firstElementChild).toHaveTextContent(/^MEIA-ENTRADA/);
    await expect(canvas.getByText('Exigir CIE válida e documento com foto')).toBeVisible();
    await expect(canvas.getByText(/Ana Beatriz Souza — Estudante/)).toBeVisible();
    await expect(canvas.getByText(/Número da CIE: 12345678X/)).toBeVisible();
  },
};
