#!/usr/bin/env node
// Serves the example "other site" (this folder) and the built embed bundle (packages/embed/dist, under
// /bilheteria/) on a port of its own, i.e. from another origin than the marketplace. Plain Node, no
// dependencies: `node examples/embed/serve.mjs`.
//
//   PORT      where to listen (8080)
//   HOST      the interface (127.0.0.1; browsers reach it as http://localhost too)
//   API_BASE  the Bilheteria API the page talks to (http://localhost:3000/api); written into /config.js and
//             allowed by the page's Content-Security-Policy
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.resolve(here, '../../packages/embed/dist');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiBase = process.env.API_BASE ?? 'http://localhost:3000/api';
const apiOrigin = new URL(apiBase).origin;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.md': 'text/plain; charset=utf-8',
};

/*
 * What an embedding site's policy needs for the widgets, and no more: scripts and styles from this site (the
 * bundle is copied here, no inline script, no eval), API calls and images (posters, QR codes) from the API's
 * origin, the Pix QR as a data: image. Style attributes are set by the widgets' components through the DOM.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  // The scanner's QR decoder is WebAssembly, compiled in its worker.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  `img-src 'self' data: ${apiOrigin}`,
  `connect-src ${apiOrigin}`,
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The file a request path names under `root`, or null when it would leave it. */
function inside(root, requestPath) {
  const file = path.resolve(root, `.${path.posix.normalize(`/${requestPath}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
}

function resolve(pathname) {
  if (pathname === '/') return path.join(here, 'index.html');
  if (pathname.startsWith('/bilheteria/')) return inside(bundle, pathname.slice('/bilheteria/'.length));
  return inside(here, pathname.slice(1));
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://example');
  const headers = { 'content-security-policy': contentSecurityPolicy, 'x-content-type-options': 'nosniff' };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, headers).end();
    return;
  }
  if (pathname === '/config.js') {
    response.writeHead(200, { ...headers, 'content-type': types['.js'], 'cache-control': 'no-cache' });
    response.end(`window.bilheteriaExample = ${JSON.stringify({ apiBase })};\n`);
    return;
  }
  let file = null;
  try {
    file = resolve(decodeURIComponent(pathname));
  } catch {
    // A malformed escape names no file.
  }
  const info = file && (await stat(file).catch(() => null));
  if (!file || !info?.isFile() || path.basename(file) === 'serve.mjs') {
    response
      .writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' })
      .end('Não encontrado');
    return;
  }
  response.writeHead(200, {
    ...headers,
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'no-cache',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(port, host, () => {
  const address =
    host === '127.0.0.1'
      ? `http://localhost:${port}/ (ou http://127.0.0.1:${port}/)`
      : `http://${host}:${port}/`;
  console.log(`Exemplo de site com a Bilheteria incorporada: ${address} · API: ${apiBase}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
