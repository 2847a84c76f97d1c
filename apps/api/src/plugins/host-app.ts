import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { repoRoot } from '../config';

/** Where `npm run build` puts the host app. */
export const defaultHostDist = path.join(repoRoot, 'apps/host/dist');

export const hasHostBuild = (root: string) => existsSync(path.join(root, 'index.html'));

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
