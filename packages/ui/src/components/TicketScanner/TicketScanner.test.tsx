import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScannerEngineFactory } from './engine';
import { createFakeScanner } from './fake-engine';
import { TicketScanner } from './TicketScanner';
import { texts } from './texts';

// Generous: the first render also loads the icons, which is slow on a busy machine.
async function scanning() {
  expect(await screen.findByText(texts.status.scanning, {}, { timeout: 3000 })).toBeInTheDocument();
}

describe('TicketScanner', () => {
  it('starts the rear camera at 10 fps with a 250 px box', async () => {
    const fake = createFakeScanner({
      cameras: [
        { id: 'cam-front', label: 'Front Camera' },
        { id: 'cam-back', label: 'Back Camera' },
      ],
    });
    const onStateChange = vi.fn();
    render(<TicketScanner engine={fake.engine} onDecode={vi.fn()} onStateChange={onStateChange} />);
    await scanning();
    expect(fake.calls).toEqual(['list', 'start:cam-back:10:250']);
    expect(fake.active).toBe(1);
    // Reported from an effect, after the screen shows it: on a busy machine that comes a moment later.
    await waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith('scanning'));
    expect(screen.getByRole('button', { name: texts.pause })).toBeInTheDocument();
  });

  it('sends a code once while its validation is in flight and while it stays in view', async () => {
    const fake = createFakeScanner();
    let finish: () => void = () => {};
    const onDecode = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TicketScanner engine={fake.engine} onDecode={onDecode} />);
    await scanning();

    act(() => {
      for (let frame = 0; frame < 5; frame += 1) fake.decode('T1');
      fake.decode('T2');
    });
    expect(onDecode).toHaveBeenCalledTimes(1);
    expect(onDecode).toHaveBeenCalledWith('T1');

    await act(async () => finish());
    act(() => fake.decode('T1'));
    expect(onDecode).toHaveBeenCalledTimes(1);
    act(() => fake.decode('T2'));
    expect(onDecode).toHaveBeenCalledTimes(2);
    expect(onDecode).toHaveBeenLastCalledWith('T2');
  });

  it('keeps scanning after a handler that throws or rejects', async () => {
    const fake = createFakeScanner();
    const onDecode = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new Error('boom');
      })
      .mockImplementationOnce(() => Promise.reject(new Error('rede')))
      .mockImplementation(() => undefined);
    render(<TicketScanner engine={fake.engine} onDecode={onDecode} />);
    await scanning();
    act(() => fake.decode('A'));
    await act(async () => {});
    act(() => fake.decode('B'));
    await act(async () => {});
    act(() => fake.decode('C'));
    expect(onDecode.mock.calls.map(([code]) => code)).toEqual(['A', 'B', 'C']);
  });

  it('pauses, ignores codes while paused, and resumes', async () => {
    const user = userEvent.setup();
    const fake = createFakeScanner();
    const onDecode = vi.fn();
    render(<TicketScanner engine={fake.engine} onDecode={onDecode} />);
    await scanning();

    await user.click(screen.getByRole('button', { name: texts.pause }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(texts.status.paused);
    expect(fake.calls.at(-1)).toBe('pause');
    act(() => fake.decode('T1'));
    expect(onDecode).not.toHaveBeenCalled();

    const resume = screen.getByRole('button', { name: texts.resume });
    expect(resume).toHaveFocus();
    await user.click(resume);
    await scanning();
    act(() => fake.decode('T1'));
    expect(onDecode).toHaveBeenCalledWith('T1');
  });

  it('stops the camera and starts it again with the same camera', async () => {
    const user = userEvent.setup();
    const fake = createFakeScanner();
    render(<TicketScanner engine={fake.engine} onDecode={vi.fn()} />);
    await scanning();

    await user.click(screen.getByRole('button', { name: texts.stop }));
    expect(await screen.findByText(texts.status['not-started'])).toBeInTheDocument();
    expect(fake.active).toBe(0);
    // Not started → paused is refused: no pause button is offered.
    expect(screen.queryByRole('button', { name: texts.pause })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.start }));
    await scanning();
    expect(fake.calls).toEqual(['list', 'start:rear:10:250', 'stop', 'start:rear:10:250']);
    expect(fake.active).toBe(1);
  });

  it('turns the camera off on unmount', async () => {
    const fake = createFakeScanner();
    const view = render(<TicketScanner engine={fake.engine} onDecode={vi.fn()} />);
    await scanning();
    view.unmount();
    await waitFor(() => expect(fake.active).toBe(0));
    expect(fake.calls.at(-1)).toBe('stop');
  });

  it('releases a camera that finishes starting after the unmount', async () => {
    const fake = createFakeScanner();
    let letStart: () => void = () => {};
    const slow: ScannerEngineFactory = async (elementId) => {
      const engine = await fake.engine(elementId);
      return {
        ...engine,
        // The camera is asked for at once (while the element exists) but takes its time to answer.
        start: async (...args) => {
          const started = engine.start(...args);
          await new Promise<void>((resolve) => (letStart = resolve));
          return started;
        },
      };
    };
    const view = render(<TicketScanner engine={slow} onDecode={vi.fn()} />);
    await waitFor(() => expect(fake.calls).toEqual(['list', 'start:rear:10:250']));
    expect(screen.getByText(texts.status.starting)).toBeInTheDocument();
    view.unmount();
    await act(async () => letStart());
    await waitFor(() => expect(fake.calls).toEqual(['list', 'start:rear:10:250', 'stop']));
    expect(fake.active).toBe(0);
  });

  it('keeps one camera on under Strict Mode double mounting', async () => {
    const fake = createFakeScanner();
    const view = render(
      <StrictMode>
        <TicketScanner engine={fake.engine} onDecode={vi.fn()} />
      </StrictMode>,
    );
    await scanning();
    await waitFor(() => expect(fake.active).toBe(1));
    view.unmount();
    await waitFor(() => expect(fake.active).toBe(0));
  });

  it('shows why the camera did not start and tells the host', async () => {
    const fake = createFakeScanner({ listError: new DOMException('Permission denied', 'NotAllowedError') });
    const onCameraError = vi.fn();
    render(<TicketScanner engine={fake.engine} onDecode={vi.fn()} onCameraError={onCameraError} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.cameraDenied);
    // The browser's English words are kept for support, not shown.
    expect(alert).not.toHaveTextContent('NotAllowedError');
    expect(alert).toHaveAttribute('data-detail', 'NotAllowedError: Permission denied');
    expect(onCameraError).toHaveBeenCalledWith(texts.cameraDenied);
    expect(screen.getByRole('button', { name: texts.start })).toBeInTheDocument();
  });

  it('says so when there is no camera', async () => {
    const fake = createFakeScanner({ cameras: [] });
    render(<TicketScanner engine={fake.engine} onDecode={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.cameraNotFound);
    expect(fake.calls).toEqual(['list']);
  });

  it('shows an unknown start failure in pt-BR, not as the library words it', async () => {
    const fake = createFakeScanner({ startError: 'Camera streaming not working today' });
    render(<TicketScanner engine={fake.engine} onDecode={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.cameraFailed);
    expect(alert).not.toHaveTextContent('Camera streaming');
  });
});
