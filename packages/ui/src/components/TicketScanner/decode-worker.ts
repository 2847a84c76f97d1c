// The door camera's decoder, off the page's thread: ZXing-C++ compiled to WebAssembly (zxing-wasm). On recorded
// 640×480 frames it reads a ticket's QR from 100 px, in about 6 ms a frame, where html5-qrcode's JavaScript ZXing
// (fed a frame shrunk to its 250-px box) missed most QRs under 260 px (`npm run bench -- door-camera`).
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
// Served by the app itself (and kept by the door's service worker): never the library's default CDN.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

type DecodeRequest = { id: number; image: ImageData };
type DecodeAnswer = { id: number; text: string | null };

/**
 * The embed's library builds inline the .wasm as a data: address; its bytes are handed over as they are, so an
 * embedding page's connect-src need not allow data:. The app serves it as a file of its own.
 */
function inlinedWasm(url: string): ArrayBuffer | undefined {
  const base64 = /^data:[^,]*;base64,/.exec(url);
  if (!base64) return undefined;
  return Uint8Array.from(atob(url.slice(base64[0].length)), (char) => char.charCodeAt(0)).buffer;
}

const wasmBinary = inlinedWasm(wasmUrl);
// Compiled as soon as the worker starts, while the camera warms up, not on the first frame.
void prepareZXingModule({
  overrides: wasmBinary
    ? { wasmBinary }
    : { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
  fireImmediately: true,
});

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(answer: DecodeAnswer): void;
};

scope.onmessage = async ({ data: { id, image } }) => {
  let text: string | null = null;
  try {
    const [found] = await readBarcodes(image, {
      formats: ['QRCode'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    text = found?.isValid ? found.text : null;
  } catch {
    // A frame that cannot be read is a frame without a code; the next one is tried.
  }
  scope.postMessage({ id, text });
};

export type { DecodeAnswer, DecodeRequest };
