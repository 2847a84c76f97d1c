import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MESSAGES, uploadedImageVariants } from '@bilheteria/rules';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import { startFakeS3 } from '../../../test/fake-s3';
import { multipartBody, type FilePart } from '../../../test/multipart';

/*
 * Issue #30 point 1: POST /uploads takes a poster, map or slide as multipart, refuses what is not an image (by its
 * bytes), too big or too many pixels, strips metadata, crops to the kind's ratio and stores WebP and AVIF sizes
 * served with immutable cache headers: on disk by default, in an S3-compatible bucket when S3_* says so.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A photo as a phone takes it: 1200 × 1000 stored sideways (EXIF orientation 6), with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Ana Souza', ImageDescription: 'Casa da Ana' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '3/1 43/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '38/1 31/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const file = (data: Buffer, filename = 'cartaz.jpg', contentType = 'image/jpeg'): FilePart => ({
  filename,
  contentType,
  data,
});

function upload(ctx: TestContext, token: string | undefined, fields: Record<string, string | FilePart>) {
  const { payload, headers } = multipartBody(fields);
  return ctx.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

interface UploadAnswer {
  url: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number; type: string }>;
}

describeEachDatabase('uploads (disk)', (ctx) => {
  it('stores an organizer’s poster upright, cropped to 3:4, without EXIF, in WebP and AVIF sizes', async () => {
    const organizer = await ctx.signUp();
    const response = await upload(ctx, organizer.token, { kind: 'poster', file: file(await phonePhoto()) });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<UploadAnswer>();
    // Upright the photo is 1000 × 1200; 3:4 keeps 900 × 1200.
    expect(answer).toMatchObject({ width: 900, height: 1200 });
    expect(answer.url).toMatch(/^\/media\/[0-9a-f]{32}-360-720-900\/900\.webp$/);
    expect(answer.variants.map((variant) => `${variant.width} ${variant.type}`)).toEqual([
      '360 image/avif',
      '360 image/webp',
      '720 image/avif',
      '720 image/webp',
      '900 image/avif',
      '900 image/webp',
    ]);
    // The pages rebuild the same list from the stored address alone.
    expect(uploadedImageVariants(answer.url)).toEqual(answer.variants);

    for (const variant of answer.variants) {
      const served = await ctx.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(variant.type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe(variant.type === 'image/webp' ? 'webp' : 'heif');
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((variant.width * 4) / 3));
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Casa da Ana'))).toBe(false);
    }
    // On disk under UPLOADS_DIR, where the app serves it from.
    const stored = await readFile(path.join(ctx.config.uploads.dir, answer.url.slice('/media/'.length)));
    expect(stored.includes(Buffer.from('Casa da Ana'))).toBe(false);
  });

  it('keeps a map whole and crops the ADMIN’s slide to 8:3', async () => {
    const organizer = await ctx.signUp();
    const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#1e824c' } })
      .png()
      .toBuffer();
    const map = await upload(ctx, organizer.token, { kind: 'map', file: file(png, 'mapa.png', 'image/png') });
    expect(map.statusCode, map.body).toBe(201);
    expect(map.json()).toMatchObject({ width: 700, height: 500 });
    expect(map.json<UploadAnswer>().url).toMatch(/-640-700\/700\.webp$/);

    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#333' } })
      .webp()
      .toBuffer();
    const slide = await upload(ctx, await ctx.adminToken(), {
      kind: 'slide',
      // The browser's type and the name lie; the bytes decide.
      file: file(wide, 'banner.png', 'application/octet-stream'),
    });
    expect(slide.statusCode, slide.body).toBe(201);
    expect(slide.json()).toMatchObject({ width: 1920, height: 720 });
  });

  it('refuses what is not an image whatever its name, an SVG, a file over 10 MB and over 40 megapixels, in pt-BR', async () => {
    const { token } = await ctx.signUp();
    const text = await upload(ctx, token, {
      kind: 'poster',
      file: file(Buffer.from('não sou uma imagem, só tenho o nome de uma'), 'cartaz.jpg'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: UPLOAD_MESSAGES.notImage, code: 'NOT_AN_IMAGE' });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40"><rect width="30" height="40"/></svg>',
    );
    const vector = await upload(ctx, token, {
      kind: 'poster',
      file: file(svg, 'cartaz.svg', 'image/svg+xml'),
    });
    expect(vector.json()).toEqual({ message: UPLOAD_MESSAGES.notImage, code: 'NOT_AN_IMAGE' });

    const big = await upload(ctx, token, {
      kind: 'poster',
      file: file(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: UPLOAD_MESSAGES.tooBig, code: 'FILE_TOO_LARGE' });

    // 8000 × 5001 = 40,008,000 pixels, a few kilobytes of PNG.
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await upload(ctx, token, { kind: 'map', file: file(huge, 'mapa.png', 'image/png') });
    expect(pixels.statusCode).toBe(400);
    expect(pixels.json()).toEqual({ message: UPLOAD_MESSAGES.tooManyPixels, code: 'TOO_MANY_PIXELS' });
  });

  it('needs a session, a known kind and a file', async () => {
    const photo = file(await phonePhoto());
    const anonymous = await upload(ctx, undefined, { kind: 'poster', file: photo });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await ctx.signUp();
    const kind = await upload(ctx, token, { kind: 'avatar', file: photo });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/^Dados inválidos: o campo "kind" deve ser um dos valores/);
    const missing = await upload(ctx, token, { kind: 'poster' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Dados inválidos: o campo "file" é obrigatório.');
    const json = await ctx.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: bearer(token),
      payload: { kind: 'poster', file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const cut = await ctx.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="kind"\r\n\r\nposter',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(
      'Envie a imagem como multipart/form-data, com os campos "kind" e "file".',
    );
    expect(json.json().message).toMatch(/^Tipo de conteúdo/);
  });
});

const s3 = await startFakeS3();
afterAll(() => s3.close());

describeEachDatabase(
  'uploads (S3-compatible bucket)',
  (ctx) => {
    it('puts each size in the bucket, signed, with its type and immutable cache, and answers its public URL', async () => {
      const { token } = await ctx.signUp();
      const response = await upload(ctx, token, { kind: 'poster', file: file(await phonePhoto()) });
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<UploadAnswer>();
      expect(answer.url).toMatch(
        /^https:\/\/cdn\.example\.com\/uploads\/[0-9a-f]{32}-360-720-900\/900\.webp$/,
      );
      for (const variant of answer.variants) {
        const key = `/ingressos${new URL(variant.url).pathname}`;
        const object = s3.objects.get(key);
        expect(object, key).toBeDefined();
        expect(object!.headers['content-type']).toBe(variant.type);
        expect(object!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(object!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=chave-de-teste\//);
        expect((await sharp(object!.body).metadata()).width).toBe(variant.width);
      }
      // Nothing is served from this app's disk then.
      expect((await ctx.inject({ method: 'GET', url: '/media/x/1.webp' })).statusCode).toBe(404);
    });
  },
  {
    env: {
      S3_BUCKET: 'ingressos',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: 'chave-de-teste',
      S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    },
  },
);

describe('withoutUploadOperation', () => {
  it('leaves the glue every operation but the multipart one', async () => {
    const { loadContract, operationIds } = await import('../../contract');
    const { withoutUploadOperation } = await import('./uploads-plugin');
    const contract = loadContract();
    expect(operationIds(withoutUploadOperation(contract))).toEqual(
      operationIds(contract).filter((id) => id !== 'uploadImage'),
    );
  });
});
