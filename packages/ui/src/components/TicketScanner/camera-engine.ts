import type { CameraInfo } from './camera';
import type { ScannerEngineFactory } from './engine';
import type { DecodeAnswer, DecodeRequest } from './decode-worker';

/** What the phone is asked for: its rear camera's HD stream, so a QR held at arm's length still has pixels. */
const RESOLUTION = { width: { ideal: 1280 }, height: { ideal: 720 } };

/**
 * The square of a frame under the scan box, in the camera's own pixels: the box's share of what is shown, never
 * shrunk. html5-qrcode drew that square into a canvas the box's size (250 px), halving a 640-px frame, and a
 * 200-px QR became too small to decode.
 */
function scanRegion(video: HTMLVideoElement, qrbox: number) {
  const shown = video.clientWidth || video.videoWidth;
  const side = Math.min(Math.round((qrbox * video.videoWidth) / shown), video.videoWidth, video.videoHeight);
  return {
    x: Math.round((video.videoWidth - side) / 2),
    y: Math.round((video.videoHeight - side) / 2),
    side,
  };
}

async function videoCameras(): Promise<MediaDeviceInfo[]> {
  return (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput');
}

/** The browser's camera, drawn into the reader element, its frames decoded by a worker (decode-worker.ts). */
const cameraEngine: ScannerEngineFactory = (elementId) => {
  let stream: MediaStream | null = null;
  let worker: Worker | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  let decoding = false;
  let lastRequest = 0;
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('aria-hidden', 'true');
  const box = document.createElement('div');
  box.setAttribute('data-slot', 'ticket-scanner-box');
  box.setAttribute('aria-hidden', 'true');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let onDecode: (text: string) => void = () => {};
  // Started with the engine, so the decoder compiles its WebAssembly while the camera opens, not after.
  const startWorker = () => {
    worker ??= new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<DecodeAnswer>) => {
      decoding = false;
      // A frame sent before a pause is not read out after it.
      if (data.text && !paused && data.id === lastRequest) onDecode(data.text);
    };
    return worker;
  };
  startWorker();

  const release = () => {
    clearTimeout(timer);
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    worker?.terminate();
    worker = null;
    decoding = false;
    video.srcObject = null;
    video.remove();
    box.remove();
  };

  return {
    async listCameras() {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('camera needs a secure context (https)');
      let cameras = await videoCameras();
      // Browsers name cameras only once the page may use them: ask first, as html5-qrcode did.
      if (cameras.length === 0 || cameras.some((camera) => !camera.label)) {
        const probe = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
        probe.getTracks().forEach((track) => track.stop());
        cameras = await videoCameras();
      }
      return cameras.map(({ deviceId, label }): CameraInfo => ({ id: deviceId, label }));
    },

    async start(cameraId, { fps, qrbox }, decoded) {
      onDecode = decoded;
      const decoder = startWorker();
      const element = document.getElementById(elementId);
      if (!element) throw new Error(`scanner element #${elementId} is not in the document`);
      stream = await navigator.mediaDevices.getUserMedia({
        video: { deviceId: { exact: cameraId }, ...RESOLUTION },
        audio: false,
      });
      video.srcObject = stream;
      element.append(video, box);
      await video.play();
      // The box shows where the decoded square is: the scan box, within what the video shows.
      const shownSide = Math.min(qrbox, video.clientWidth || qrbox, video.clientHeight || qrbox);
      Object.assign(box.style, { width: `${shownSide}px`, height: `${shownSide}px` });
      paused = false;
      const scan = () => {
        timer = setTimeout(scan, 1000 / fps);
        if (paused || decoding || !context || video.readyState < 2 || !video.videoWidth) return;
        const { x, y, side } = scanRegion(video, qrbox);
        if (canvas.width !== side) canvas.width = canvas.height = side;
        context.drawImage(video, x, y, side, side, 0, 0, side, side);
        const image = context.getImageData(0, 0, side, side);
        decoding = true;
        lastRequest += 1;
        const request: DecodeRequest = { id: lastRequest, image };
        decoder.postMessage(request, [image.data.buffer]);
      };
      scan();
    },

    pause() {
      paused = true;
      video.pause();
    },

    resume() {
      paused = false;
      void video.play();
    },

    async stop() {
      release();
    },
  };
};

export { cameraEngine, scanRegion };
