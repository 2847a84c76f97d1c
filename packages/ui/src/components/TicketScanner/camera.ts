import { texts } from './texts';

/** A camera as the engine lists it. */
interface CameraInfo {
  id: string;
  label: string;
}

// Phones name the rear camera "back" (English), "traseira" (pt-BR) or by its facing mode.
const REAR_CAMERA = /\b(back|rear|traseira|environment)\b/i;

/** The rear camera when a label says so, else the first one; undefined when there is none. */
function pickCamera(cameras: readonly CameraInfo[]): CameraInfo | undefined {
  return cameras.find((camera) => REAR_CAMERA.test(camera.label)) ?? cameras[0];
}

function rawMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    return typeof name === 'string' && name && name !== 'Error' ? `${name}: ${text}` : text;
  }
  return '';
}

const KNOWN_ERRORS: ReadonlyArray<[RegExp, string]> = [
  [/NotAllowedError|Permission denied|PermissionDenied/i, texts.cameraDenied],
  [/NotFoundError|DevicesNotFound|Requested device not found/i, texts.cameraNotFound],
  [/NotReadableError|TrackStartError|Could not start video source/i, texts.cameraBusy],
  [/secure context|https/i, texts.cameraInsecure],
  [/not supported|Unable to query supported devices/i, texts.cameraUnsupported],
];

/**
 * What to show when the camera does not start (spec §8: the error message is shown). Browsers speak
 * English, and the door staff read only pt-BR: the known causes get their own sentence,
 * anything else "Falha ao iniciar a câmera.". `detail` keeps the original text for support, never shown.
 */
function describeCameraError(error: unknown): { message: string; detail: string } {
  const detail = rawMessage(error).trim();
  const known = KNOWN_ERRORS.find(([pattern]) => pattern.test(detail));
  return { message: known ? known[1] : texts.cameraFailed, detail };
}

export { describeCameraError, pickCamera };
export type { CameraInfo };
