import { randomBytes } from 'node:crypto';

/*
 * A multipart/form-data body for `app.inject`, as a browser's FormData sends it (RFC 7578): text fields and files,
 * each a part with its Content-Disposition (and a file's Content-Type).
 */

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipartBody(fields: Record<string, string | FilePart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----bilheteria${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const head =
      typeof value === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
          `Content-Type: ${value.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push(typeof value === 'string' ? Buffer.from(value) : value.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
