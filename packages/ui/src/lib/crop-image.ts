/*
 * The crop the organizer chose, drawn on a canvas and encoded, so the server receives only the part shown (and
 * the phone sends a few hundred kilobytes instead of a 12-megapixel photo). Browsers draw a photo upright (its
 * EXIF orientation applied), and a canvas keeps no metadata.
 */

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The widest image sent: twice the largest size the pages draw a poster or slide at. */
export const MAX_SENT_WIDTH = 2400;

/** Whether `file` decodes as an image here (its name and type prove nothing); its pixel size when it does. */
export function readImageSize(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** `area` (in the image's pixels) of the image at `src`, at most MAX_SENT_WIDTH wide, as a JPEG. */
export async function cropImage(src: string, area: CropArea): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const scale = Math.min(1, MAX_SENT_WIDTH / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas vazio'))), 'image/jpeg', 0.92),
  );
}
