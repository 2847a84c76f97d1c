import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';

/** Where uploaded images live, and the address browsers read each one at. */
export interface UploadStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  url(key: string): string;
}

/** An upload never changes under its address (its folder is its content's hash): cache it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The path the disk store's files are served at (apps/api serves `dir` there). */
export const MEDIA_PREFIX = '/media/';

/** Files under `dir` (DATA_DIR/uploads by default), served by this app at /media/. */
export function diskStore(dir: string): UploadStore {
  return {
    async put(key, body) {
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never gets half a file, two writers of one key never mix.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    url: (key) => `${MEDIA_PREFIX}${key}`,
  };
}

/** Objects of an S3-compatible bucket under `uploads/`, read by browsers at S3_PUBLIC_URL. */
export function s3Store(config: S3Config): UploadStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const objectKey = (key: string) => `uploads/${key}`;
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    url: (key) => `${config.publicUrl}/${objectKey(key)}`,
  };
}
