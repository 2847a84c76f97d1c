import { afterEach, describe, expect, it, vi } from 'vitest';

// html5-qrcode needs a camera; this stand-in draws its English pause banner the way the library does: once the
// video runs (here, only on pause, after `start` resolved), as a plain div inside the scanner's element.
vi.mock('html5-qrcode', () => {
  class Html5Qrcode {
    static getCameras = async () => [{ id: 'c1', label: 'back camera' }];
    constructor(private readonly elementId: string) {}
    async start() {}
    pause() {
      const banner = document.createElement('div');
      banner.textContent = 'Scanner paused';
      document.getElementById(this.elementId)!.append(banner);
    }
    resume() {}
    getState() {
      return 3;
    }
    async stop() {}
    clear() {}
  }
  return { Html5Qrcode, Html5QrcodeScannerState: { SCANNING: 2, PAUSED: 3 } };
});

const { html5QrcodeEngine } = await import('./engine');

afterEach(() => document.body.replaceChildren());

describe('html5QrcodeEngine', () => {
  it('leaves no English "Scanner paused" banner after a pause (the component shows "Pausado")', async () => {
    const element = document.createElement('div');
    element.id = 'leitor';
    document.body.append(element);
    const engine = await html5QrcodeEngine('leitor');
    await engine.start('c1', { fps: 10, qrbox: 250 }, () => {});
    engine.pause();
    expect(element.textContent).not.toContain('Scanner paused');
  });
});
