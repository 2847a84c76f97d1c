/*
 * Uploaded images (issue #30 point 1): posters, event maps and the home page's slides. The limits and their pt-BR
 * messages are checked by the upload field before sending and by POST /uploads on the bytes; the sizes the server
 * makes are named in each image's address, so any page can build its `srcset` from the URL the event or slide
 * stores, with no other lookup.
 */

export const UPLOAD_KINDS = ['poster', 'map', 'slide'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_LIMITS = {
  /** Largest file accepted, in bytes (10 MB). */
  maxBytes: 10 * 1024 * 1024,
  /** Largest image accepted, in pixels (40 megapixels: a phone's camera, not a decompression bomb). */
  maxPixels: 40_000_000,
} as const;

export const UPLOAD_MESSAGES = {
  tooBig: 'A imagem passa de 10 MB. Envie uma imagem menor.',
  tooManyPixels: 'A imagem passa de 40 megapixels. Envie uma imagem menor.',
  notImage: 'O arquivo não é uma imagem. Envie uma foto em JPEG, PNG, WebP, AVIF ou GIF.',
  missingFile: 'Escolha uma imagem para enviar.',
  failed: 'Não foi possível enviar a imagem. Tente novamente.',
} as const;

/**
 * The ratio (width / height) an image of this kind is cropped to: the event card's poster (3:4) and the home
 * carousel's slide (8:3); a map is kept whole.
 */
export const UPLOAD_ASPECT: Record<UploadKind, number | null> = { poster: 3 / 4, map: null, slide: 8 / 3 };

/** The widths the pages draw each kind at (1× and 2× screens); an image is never enlarged past its own. */
export const UPLOAD_WIDTHS: Record<UploadKind, readonly number[]> = {
  poster: [360, 720, 1080],
  map: [640, 1280, 1920],
  slide: [640, 1280, 1920],
};

/** The widths made of an image `width` pixels wide: the kind's widths below it, then its own (capped). */
export function uploadWidths(kind: UploadKind, width: number): number[] {
  const ladder = UPLOAD_WIDTHS[kind];
  const largest = Math.min(width, ladder[ladder.length - 1]!);
  return [...ladder.filter((step) => step < largest), largest];
}

export type UploadFormat = 'image/avif' | 'image/webp';
export const UPLOAD_FORMATS: Record<UploadFormat, string> = { 'image/avif': 'avif', 'image/webp': 'webp' };

export interface UploadVariant {
  url: string;
  width: number;
  type: UploadFormat;
}

/** The folder of one upload: its content hash, then the widths it was made at ("3f…9a-360-720-1080"). */
export function uploadFolder(hash: string, widths: readonly number[]): string {
  return `${hash}-${widths.join('-')}`;
}

/** The address of one variant inside an upload's folder ("…/720.webp"). */
export const variantFile = (width: number, type: UploadFormat) => `${width}.${UPLOAD_FORMATS[type]}`;

const UPLOADED = /^(.*\/)([0-9a-f]{32})((?:-\d{1,5})+)\/(\d{1,5})\.webp$/;

/**
 * Every variant of an uploaded image, from the address the event or slide stores (its largest WebP), smallest
 * first, AVIF then WebP per width; null for any other address (a pasted URL), which pages show as it is.
 */
export function uploadedImageVariants(url: string): UploadVariant[] | null {
  const match = UPLOADED.exec(url);
  if (!match) return null;
  const [, base, hash, list] = match;
  const widths = list!.slice(1).split('-').map(Number);
  const folder = `${base}${uploadFolder(hash!, widths)}/`;
  return widths.flatMap((width) =>
    (Object.keys(UPLOAD_FORMATS) as UploadFormat[]).map((type) => ({
      url: folder + variantFile(width, type),
      width,
      type,
    })),
  );
}
