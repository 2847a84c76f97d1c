import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for an S3-compatible bucket at its HTTP boundary (path-style, as MinIO and most providers are
 * addressed): PutObject stores the bytes with the headers they came with, GetObject answers them back. It checks
 * only that each request is SigV4-signed; the signature itself is the SDK's business.
 */

export interface StoredObject {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
      if (!/^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? '')) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(200, { etag: `"${objects.size}"` });
        res.end();
        return;
      }
      const found = objects.get(key);
      if (req.method === 'GET' && found) {
        res.writeHead(200, {
          'content-type': found.headers['content-type'] ?? 'application/octet-stream',
          'cache-control': found.headers['cache-control'] ?? '',
        });
        res.end(found.body);
        return;
      }
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
