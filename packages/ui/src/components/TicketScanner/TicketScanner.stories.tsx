import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ScannerEngineFactory } from './engine';
import { createFakeScanner } from './fake-engine';
import { TicketScanner } from './TicketScanner';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Components/TicketScanner',
  component: TicketScanner,
  parameters: { docs: { description: { component: catalogueDescription('TicketScanner') } } },
  tags: ['autodocs'],
  args: { onDecode: fn(), onCameraError: fn(), onStateChange: fn() },
} satisfies Meta<typeof TicketScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const scanning = 'Aponte a câmera para o QR code do ingresso.';

/** The line under the camera that says what the scanner is doing. */
const statusLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="ticket-scanner-status"]')!;

/** The buttons the scanner offers now, by label. */
const controls = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Controles da câmera' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const defaultFake = createFakeScanner();

export const Default: Story = {
  args: { engine: defaultFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(scanning, {}, { timeout: 3000 });
    await expect(args.onStateChange).toHaveBeenLastCalledWith('scanning');
    await expect(canvas.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Parar' })).toBeVisible();

    defaultFake.decode('codigo-1');
    defaultFake.decode('codigo-1');
    await waitFor(() => expect(args.onDecode).toHaveBeenCalledTimes(1));
    await expect(args.onDecode).toHaveBeenCalledWith('codigo-1');
  },
};

const controlsFake = createFakeScanner();

export const PauseResumeStopStart: Story = {
  args: { engine: controlsFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(scanning, {}, { timeout: 3000 });

    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(canvas.getByText('Leitura pausada.')).toBeVisible();
    await expect(args.onStateChange).toHaveBeenLastCalledWith('paused');

    await userEvent.click(canvas.getByRole('button', { name: 'Retomar' }));
    await expect(canvas.getByText(scanning)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Parar' }));
    await expect(await canvas.findByText('Câmera desligada.')).toBeVisible();
    await expect(args.onStateChange).toHaveBeenLastCalledWith('not-started');
    // Not started → paused is not offered.
    await expect(canvas.queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar' }));
    await canvas.findByText(scanning);
    await expect(controlsFake.calls.filter((call) => call.startsWith('start'))).toHaveLength(2);
  },
};

export const CameraDenied: Story = {
  args: {
    engine: createFakeScanner({ listError: new DOMException('Permission denied', 'NotAllowedError') }).engine,
  },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Permissão da câmera negada.');
    await expect(args.onCameraError).toHaveBeenCalledTimes(1);
  },
};

export const NoCamera: Story = {
  args: { engine: createFakeScanner({ cameras: [] }).engine },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Nenhuma câmera encontrada neste aparelho.');
  },
};

/** A camera whose permission prompt is never answered: the scanner waits, and says so. */
const waitingEngine: ScannerEngineFactory = async (elementId) => ({
  ...(await createFakeScanner().engine(elementId)),
  listCameras: () => new Promise<never>(() => {}),
});

export const Starting: Story = {
  args: { engine: waitingEngine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(statusLine(canvasElement)).toHaveTextContent('Iniciando a câmera…');
    await expect(canvas.getByRole('status', { name: 'Iniciando a câmera…' })).toBeVisible();
    // Nothing to pause yet, and "Iniciar" waits for the camera.
    await expect(controls(canvasElement)).toEqual(['Iniciar']);
    await expect(canvas.getByRole('button', { name: 'Iniciar' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('not-started');
  },
};

const pausedFake = createFakeScanner();

export const Paused: Story = {
  args: { engine: pausedFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(scanning, {}, { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));

    await expect(statusLine(canvasElement)).toHaveTextContent('Leitura pausada.');
    await expect(canvas.getByText('Pausado')).toBeVisible();
    await expect(args.onStateChange).toHaveBeenLastCalledWith('paused');
    await expect(controls(canvasElement)).toEqual(['Retomar', 'Parar']);
    // A ticket shown to a paused camera is not read.
    pausedFake.decode('codigo-1');
    await expect(args.onDecode).not.toHaveBeenCalled();
  },
};

const stoppedFake = createFakeScanner();

export const Stopped: Story = {
  args: { engine: stoppedFake.engine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(scanning, {}, { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Parar' }));

    await expect(await canvas.findByText('Câmera desligada.')).toBeVisible();
    await expect(args.onStateChange).toHaveBeenLastCalledWith('not-started');
    // The camera is released, and "not started" offers only "Iniciar", never "Pausar".
    await expect(stoppedFake.active).toBe(0);
    await expect(controls(canvasElement)).toEqual(['Iniciar']);
  },
};

const unknownFake = createFakeScanner();

/** A camera library that throws on pause, as a camera library may when its own state disagrees. */
const failingPauseEngine: ScannerEngineFactory = async (elementId) => ({
  ...(await unknownFake.engine(elementId)),
  pause() {
    throw new Error('Cannot pause, scanner is not scanning.');
  },
});

export const Unknown: Story = {
  args: { engine: failingPauseEngine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(scanning, {}, { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));

    await expect(statusLine(canvasElement)).toHaveTextContent(
      'A câmera não respondeu como esperado. Pare e inicie de novo.',
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith('unknown');
    // From "unknown" the only way out is to stop, back to a known state.
    await expect(controls(canvasElement)).toEqual(['Parar']);
  },
};
