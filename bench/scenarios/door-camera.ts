/**
 * The door camera's decoder (issue #30 point 8): how small a ticket's QR it reads, how many frames it tries a
 * second, and how long the door app takes to read a QR held a little far from the phone.
 *
 * Frames: a real ticket QR (a rotating token, drawn by the `qrcode` package with the options GET
 * /tickets/{code}/qr-rotating uses) composed with sharp into 640×480 frames (a printed page on a grey counter,
 * a little blurred, moved and turned a few degrees from frame to frame, as a hand holds it), at sizes from 100 to
 * 260 px.
 *
 * 1. `decoders`: each decoder (jsQR, @zxing/library, the JavaScript ZXing html5-qrcode ships, and zxing-wasm,
 *    ZXing-C++ in WebAssembly) on each frame, fed the square under the scan box two ways: as html5-qrcode 2.3.8 did
 *    (the 480-px square drawn into its 250-px box canvas) and at the camera's own resolution. Figures: frames read
 *    of those tried per size, milliseconds a frame, hence frames tried per second, and the smallest QR read.
 * 2. `app`: the scanner's own engine (packages/ui TicketScanner) in Chromium, its camera a fake one playing the
 *    frames of each size (150, 200, 220 px) in a loop: time from the camera on to the first read (20 s at most),
 *    and frames sent to the decoder a second (over 2 s of scanning). `before` is the html5-qrcode engine, measured by this scenario
 *    before issue #30 replaced it; kept as it was, not measured again.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import os from 'node:os';
import { promisify } from 'node:util';
import * as ZXing from '@zxing/library';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { build } from 'vite';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { rotatingToken } from '../../apps/api/src/modules/tickets/tokens';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { repoRoot } from '../../tests/e2e/support/paths';
import type { Scenario } from '../run';

const run = promisify(execFile);
const SIZES = [100, 120, 150, 180, 200, 220, 260];
const APP_SIZES = [150, 200, 220];
/** Frames per size: positions and angles a hand gives a printed ticket. */
const POSES = Array.from({ length: 8 }, (_, i) => ({
  dx: ((i % 3) - 1) * 30,
  dy: ((Math.floor(i / 2) % 3) - 1) * 25,
  angle: ((i % 4) - 1.5) * 3,
}));
const FIRST_READ_LIMIT_MS = 20_000;

type Frame = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };

const round = (value: number) => Math.round(value * 10) / 10;

/** A real ticket's rotating QR, as the API draws it (tickets-plugin.ts `qrImageOptions`), large. */
async function ticketQr(): Promise<{ png: Buffer; text: string }> {
  const secret = 'bench-ticket-secret-bench-ticket-secret-0003';
  const text = rotatingToken(secret, randomBytes(16).toString('base64url'), randomUUID(), new Date());
  const png = await QRCode.toBuffer(text, { type: 'png', width: 640, margin: 2, errorCorrectionLevel: 'M' });
  return { png, text };
}

/** The QR at `size` px on a 640×480 frame, moved and turned by `pose`, slightly out of focus. */
async function framePng(qr: Buffer, size: number, pose: (typeof POSES)[number]): Promise<Buffer> {
  const turned = await sharp(qr)
    .resize(size, size, { kernel: 'cubic' })
    .rotate(pose.angle, { background: '#ffffff' })
    .png()
    .toBuffer();
  const { width = size, height = size } = await sharp(turned).metadata();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#d8d4cc' } })
    .composite([
      {
        input: turned,
        left: Math.round(320 - width / 2 + pose.dx),
        top: Math.round(240 - height / 2 + pose.dy),
      },
    ])
    .blur(0.7)
    .png()
    .toBuffer();
}

/** The centred `side`-px square of a frame, drawn at `out` px (html5-qrcode's box canvas) or as it is. */
async function square(png: Buffer, side: number, out: number): Promise<Frame> {
  let image = sharp(png)
    .ensureAlpha()
    .extract({ left: (640 - side) / 2, top: (480 - side) / 2, width: side, height: side });
  if (out !== side) image = image.resize(out, out, { kernel: 'linear' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

function luminance({ data, width, height }: Frame): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0; i < out.length; i++) out[i] = (data[i * 4]! + 2 * data[i * 4 + 1]! + data[i * 4 + 2]!) >> 2;
  return out;
}

/** ZXing in JavaScript with the hints html5-qrcode 2.3.8 sets (QR only, TRY_HARDER false). */
function zxingJs(tryHarder: boolean) {
  const reader = new ZXing.MultiFormatReader();
  reader.setHints(
    new Map<ZXing.DecodeHintType, unknown>([
      [ZXing.DecodeHintType.POSSIBLE_FORMATS, [ZXing.BarcodeFormat.QR_CODE]],
      [ZXing.DecodeHintType.TRY_HARDER, tryHarder],
    ]),
  );
  return async (frame: Frame) => {
    const source = new ZXing.RGBLuminanceSource(luminance(frame), frame.width, frame.height);
    try {
      // decodeWithState keeps the hints set above (decode(image) without hints drops them).
      return reader.decodeWithState(new ZXing.BinaryBitmap(new ZXing.HybridBinarizer(source))).getText();
    } catch {
      return null;
    }
  };
}

const decoders: Record<string, (frame: Frame) => Promise<string | null>> = {
  'jsqr 1.4.0': async (frame) =>
    jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null,
  '@zxing/library 0.21.3 (as html5-qrcode: TRY_HARDER off)': zxingJs(false),
  '@zxing/library 0.21.3 (TRY_HARDER)': zxingJs(true),
  'zxing-wasm 3.1.4 (the door app since #30)': async (frame) =>
    (
      await readBarcodes(
        { data: frame.data, width: frame.width, height: frame.height, colorSpace: 'srgb' },
        { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 },
      )
    )[0]?.text ?? null,
};

/** html5-qrcode's pipeline (a 640-px frame shown 320 px wide: its 250-px box is 500 px of the frame, clipped to
 * 480, drawn into a 250-px canvas) and the camera's own pixels (the same square, not shrunk). */
const PIPELINES = {
  'html5-qrcode box (480 px drawn at 250)': [480, 250],
  'camera pixels (480 px)': [480, 480],
};

async function compareDecoders(frames: Map<number, Buffer[]>, text: string) {
  const figures: Record<string, unknown> = {};
  for (const [pipeline, [side, out]] of Object.entries(PIPELINES)) {
    const perDecoder: Record<string, unknown> = {};
    for (const [name, decode] of Object.entries(decoders)) {
      const readPerSize: Record<string, string> = {};
      let smallest: number | null = null;
      let ms = 0;
      let tried = 0;
      for (const size of SIZES) {
        let read = 0;
        for (const png of frames.get(size)!) {
          const frame = await square(png, side!, out!);
          const started = performance.now();
          const found = await decode(frame);
          ms += performance.now() - started;
          tried += 1;
          if (found === text) read += 1;
        }
        readPerSize[`${size}px`] = `${read}/${POSES.length}`;
        if (smallest === null && read > 0) smallest = size;
      }
      perDecoder[name] = {
        framesRead: readPerSize,
        smallestQrReadPx: smallest,
        msPerFrame: round(ms / tried),
        framesTriedPerSecond: Math.round(1000 / (ms / tried)),
      };
      console.log(pipeline, '|', name, JSON.stringify(perDecoder[name]));
    }
    figures[pipeline] = perDecoder;
  }
  return figures;
}

/** The scanner's engine alone on a page, built by Vite as the app is (its worker and WebAssembly included). */
async function buildHarness(work: string): Promise<string> {
  const root = path.join(work, 'harness');
  await mkdir(root, { recursive: true });
  const engine = path.join(repoRoot, 'packages/ui/src/components/TicketScanner/engine.ts');
  await writeFile(
    path.join(root, 'index.html'),
    // The reader as TicketScanner lays it out: 320 px wide, the video filling it.
    '<!doctype html><meta charset="utf-8"><style>#reader video{display:block;width:100%}</style>' +
      '<div style="width:320px"><div id="reader" style="position:relative"></div></div>' +
      '<script type="module" src="./main.ts"></script>',
  );
  await writeFile(
    path.join(root, 'main.ts'),
    `import { defaultScannerEngine } from ${JSON.stringify(engine)};
const post = Worker.prototype.postMessage;
let sent = 0;
Worker.prototype.postMessage = function (...args) { sent += 1; return post.apply(this, args); };
window.firstRead = async (limitMs) => {
  const engine = await defaultScannerEngine('reader');
  const [camera] = await engine.listCameras();
  let readAt = null;
  let text = null;
  let done;
  const read = new Promise((resolve) => (done = resolve));
  await engine.start(camera.id, { fps: 10, qrbox: 250 }, (decoded) => {
    if (readAt !== null) return;
    readAt = performance.now();
    text = decoded;
    done();
  });
  const started = performance.now();
  await Promise.race([read, new Promise((resolve) => setTimeout(resolve, limitMs))]);
  const firstReadMs = readAt === null ? null : Math.round(readAt - started);
  // Frames sent to the decoder a second, over two seconds of scanning (the camera keeps running after a read).
  const from = sent;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const workerFramesPerSecond = (sent - from) / 2;
  await engine.stop();
  return { text, firstReadMs, workerFramesPerSecond };
};
`,
  );
  await build({ root, configFile: false, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
  return path.join(root, 'dist');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
};

async function measureApp(work: string, frames: Map<number, Buffer[]>, text: string) {
  const dist = await buildHarness(work);
  const server = createServer(async (request, response) => {
    const file = path.join(
      dist,
      new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'),
    );
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const figures: Record<string, unknown> = {};
  try {
    for (const size of APP_SIZES) {
      const folder = path.join(work, `app-${size}`);
      await mkdir(folder, { recursive: true });
      await Promise.all(frames.get(size)!.map((png, i) => writeFile(path.join(folder, `f${i}.png`), png)));
      const video = path.join(folder, 'qr.y4m');
      // Each pose held 0.5 s, at the 10 frames a second the scanner tries, played in a loop by the fake camera.
      await run('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        '2',
        '-i',
        path.join(folder, 'f%d.png'),
        '-vf',
        'fps=10,format=yuv420p',
        video,
      ]);
      const browser = await launchBrowser({
        args: [
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${port}/`);
        const result = (await page.evaluate(`window.firstRead(${FIRST_READ_LIMIT_MS})`)) as {
          text: string | null;
          firstReadMs: number | null;
          workerFramesPerSecond: number;
        };
        figures[`${size}px`] = {
          read: result.text === text,
          firstReadMs: result.firstReadMs,
          ...(result.workerFramesPerSecond > 0 ? { framesTriedPerSecond: result.workerFramesPerSecond } : {}),
        };
        console.log(`app ${size}px`, JSON.stringify(figures[`${size}px`]));
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
  return figures;
}

const scenario: Scenario = {
  name: 'door-camera',
  description: 'the door camera: decoders on recorded frames, and the app reading QRs of 150/200/220 px',
  async run() {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer } });
    await mkdir(path.join(repoRoot, 'bench/.tmp'), { recursive: true });
    const work = await mkdtemp(path.join(repoRoot, 'bench/.tmp/door-camera-'));
    try {
      const { png, text } = await ticketQr();
      const frames = new Map<number, Buffer[]>();
      for (const size of SIZES)
        frames.set(size, await Promise.all(POSES.map((pose) => framePng(png, size, pose))));
      const previous = JSON.parse(
        await readFile(path.join(repoRoot, 'bench/results.json'), 'utf8').catch(() => '{}'),
      )['door-camera'] as { before?: unknown } | undefined;
      const loadBefore = os.loadavg()[0]!;
      return {
        qrTextLength: text.length,
        decoders: await compareDecoders(frames, text),
        app: await measureApp(work, frames, text),
        // The machine is shared: its 1-minute load average as the run began and ended.
        loadAverage: [round(loadBefore), round(os.loadavg()[0]!)],
        ...(previous?.before ? { before: previous.before } : {}),
      };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  },
};

export default scenario;
