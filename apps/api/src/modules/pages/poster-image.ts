import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/*
 * Link previews want a raster image: WhatsApp and Facebook ignore SVG, and want it at least 600 px wide and small
 * (WhatsApp skips images over about 300 KB). The demo posters are SVGs under the host's /posters; each gets a
 * JPEG variant 1200 px wide, rendered once on first use and kept in memory (a few tens of KB each, one per poster
 * file of the build, so the set is bounded).
 */

export const PREVIEW_WIDTH = 1200;
const LOCAL_POSTER = /^\/posters\/([a-z0-9][a-z0-9-]{0,99})\.svg$/;
const VARIANT_FILE = /^([a-z0-9][a-z0-9-]{0,99})\.jpg$/;

export interface PreviewImage {
  /** Path (same origin) or absolute URL. */
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

export interface PosterImages {
  /** What a page's og:image should be for the event's `image`; null without one usable. */
  previewOf(image: string | null): Promise<PreviewImage | null>;
  /** The JPEG of the variant `file` ("name.jpg"); null when there is no such poster. */
  render(file: string): Promise<Buffer | null>;
}

export const variantPath = (name: string) => `/og/posters/${name}.jpg`;

export function createPosterImages(root: string): PosterImages {
  const sizes = new Map<string, Promise<{ width: number; height: number } | null>>();
  const renders = new Map<string, Promise<Buffer | null>>();
  const svgOf = (name: string) => {
    const file = path.join(root, 'posters', `${name}.svg`);
    return existsSync(file) ? file : null;
  };

  const sizeOf = (name: string) => {
    let size = sizes.get(name);
    if (!size) {
      const file = svgOf(name);
      size = file
        ? sharp(file)
            .metadata()
            .then(({ width, height }) =>
              width && height
                ? { width: PREVIEW_WIDTH, height: Math.round((PREVIEW_WIDTH * height) / width) }
                : null,
            )
            .catch(() => null)
        : Promise.resolve(null);
      sizes.set(name, size);
    }
    return size;
  };

  return {
    async previewOf(image) {
      const trimmed = image?.trim();
      if (!trimmed) return null;
      const local = LOCAL_POSTER.exec(trimmed);
      if (local) {
        const size = await sizeOf(local[1]!);
        return size ? { url: variantPath(local[1]!), ...size, type: 'image/jpeg' } : null;
      }
      // A poster the organizer links to elsewhere, or a raster file of the site: used as it is.
      if (/^https?:\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed)) return { url: trimmed };
      return null;
    },

    render(file) {
      const match = VARIANT_FILE.exec(file);
      const svg = match ? svgOf(match[1]!) : null;
      if (!svg) return Promise.resolve(null);
      let rendered = renders.get(svg);
      if (!rendered) {
        // density 144: the SVG is rasterized at twice its size before the resize, so text and edges stay sharp.
        rendered = sharp(svg, { density: 144 })
          .resize({ width: PREVIEW_WIDTH })
          .flatten({ background: '#17121f' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        rendered.catch(() => renders.delete(svg));
        renders.set(svg, rendered);
      }
      return rendered;
    },
  };
}
