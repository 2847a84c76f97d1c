import { createHash } from 'node:crypto';
import {
  UPLOAD_ASPECT,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadFolder,
  uploadWidths,
  variantFile,
  type UploadFormat,
  type UploadKind,
} from '@bilheteria/rules';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../../http/errors';

/*
 * An uploaded image made into what the pages draw (issue #30): the bytes must decode as one of the formats
 * below (the file name and the browser's type say nothing), within 40 megapixels; it is turned upright, cropped
 * to its kind's ratio, and written at each width in AVIF and WebP. sharp writes no metadata unless asked, so EXIF
 * (a phone's GPS position), XMP and ICC comments never leave the server.
 */

/** What browsers show and phones produce; SVG (scripts) and TIFF are not images a page needs. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

const ENCODERS: Record<UploadFormat, (image: Sharp) => Sharp> = {
  // effort 2: a poster's AVIF in well under a second on a loaded machine, a few percent larger than effort 4.
  'image/avif': (image) => image.avif({ quality: 50, effort: 2 }),
  'image/webp': (image) => image.webp({ quality: 80 }),
};

export interface ProcessedFile {
  /** Inside the store: `<folder>/<width>.<ext>`. */
  key: string;
  type: UploadFormat;
  width: number;
  body: Buffer;
}

export interface ProcessedImage {
  folder: string;
  /** The largest variant's size. */
  width: number;
  height: number;
  files: ProcessedFile[];
  /** The largest WebP: the address an event or slide stores. */
  mainKey: string;
}

const notImage = () => new HttpError(400, UPLOAD_MESSAGES.notImage, 'NOT_AN_IMAGE');

/** The size of the image once turned upright and cropped to the kind's ratio. */
function croppedSize(kind: UploadKind, width: number, height: number): { width: number; height: number } {
  const aspect = UPLOAD_ASPECT[kind];
  if (aspect === null) return { width, height };
  return width / height > aspect
    ? { width: Math.max(1, Math.round(height * aspect)), height }
    : { width, height: Math.max(1, Math.round(width / aspect)) };
}

export async function processImage(bytes: Buffer, kind: UploadKind): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    // The header only (no pixels decoded), unlimited, so an image too large says so instead of "not an image".
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format ?? '')) throw notImage();
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) throw notImage();
  if (upright.width * upright.height > UPLOAD_LIMITS.maxPixels)
    throw new HttpError(400, UPLOAD_MESSAGES.tooManyPixels, 'TOO_MANY_PIXELS');

  const cropped = croppedSize(kind, upright.width, upright.height);
  const widths = uploadWidths(kind, cropped.width);
  const heightAt = (width: number) => Math.max(1, Math.round((cropped.height * width) / cropped.width));
  // The same content sent twice lands on the same keys: nothing is stored twice, and a retry is harmless.
  const hash = createHash('sha256').update(kind).update(bytes).digest('hex').slice(0, 32);
  const folder = uploadFolder(hash, widths);

  const source = sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' });
  const oriented = source.rotate();
  let files: ProcessedFile[];
  try {
    files = await Promise.all(
      widths.flatMap((width) =>
        (Object.keys(ENCODERS) as UploadFormat[]).map(async (type) => ({
          key: `${folder}/${variantFile(width, type)}`,
          type,
          width,
          body: await ENCODERS[type](
            oriented.clone().resize({ width, height: heightAt(width), fit: 'cover', position: 'centre' }),
          ).toBuffer(),
        })),
      ),
    );
  } catch {
    // The header read, the pixels did not (a truncated or corrupt file).
    throw notImage();
  }
  const largest = widths[widths.length - 1]!;
  return {
    folder,
    width: largest,
    height: heightAt(largest),
    files,
    mainKey: `${folder}/${variantFile(largest, 'image/webp')}`,
  };
}
