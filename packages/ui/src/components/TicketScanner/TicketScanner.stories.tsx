import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeScanner } from './fake-engine';
import { TicketScanner } from './TicketScanner';

const meta = {
  title: 'Components/TicketScanner',
  component: TicketScanner,
  tags: ['autodocs'],
  args: { onDecode: fn(), onCameraError: fn(), onStateChange: fn() },
} satisfies Meta<typeof TicketScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const scanning = 'Aponte a câmera para o QR code do ingresso.';

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
