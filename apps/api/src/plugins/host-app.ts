import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { repoRoot } from '../config';

/** Where `npm run build` puts the host app: a link to the newest complete build (apps/host/scripts/build.mjs). */
export const defaultHostDist = path.join(repoRoot, 'apps/host/dist');

/**
 * The build folder this server serves for its whole life, or null when there is none. The link is followed once,
 * here: a build finished later is swapped in for the next start, while the pages this server already sent keep
 * finding their lazy chunks in the folder they came from.
 */
export function resolveHostBuild(root: string): string | null {
  if (!existsSync(path.join(root, 'index.html'))) return null;
  return realpathSync(root);
}

/** What a page request gets when there is no built app: said plainly, instead of a 404 for every page. */
export const hostNotBuilt =
  'O aplicativo não foi compilado (apps/host/dist/index.html não existe), então só a API responde, em /api. ' +
  'Rode `npm start`, que compila o que mudou, ou `npm run build` e reinicie o servidor. ' +
  'Em desenvolvimento, `npm run dev -w @bilheteria/host` serve o aplicativo em http://localhost:5173.';

export const serveMissingBuildPage = (_request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Bilheteria: aplicativo não compilado</title>` +
        `<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
        `<h1>Aplicativo não compilado</h1><p>${hostNotBuilt.replace(/`([^`]+)`/g, '<code>$1</code>')}</p></body></html>`,
    );

/** The single-page app's entry, for any client-side route (/event/…, /meus-ingressos…) reloaded in the browser. */
export const serveIndexPage = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').sendFile('index.html');

/**
 * Serves the built host app at `/`: the .br/.gz files the build writes beside each asset when the browser
 * accepts them; Vite's hashed /assets cached for good, everything else revalidated; the build manifest
 * (/.vite/, source paths) never.
 */
export default fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'host-app' },
);
