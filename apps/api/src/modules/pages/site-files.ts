import { escapeHtml } from './html';

/*
 * robots.txt and sitemap.xml, with absolute URLs on the site's public origin (APP_ORIGIN's first entry), never
 * the Host header a request came with.
 */

/** Paths no search engine has business in: the API, checkout, accounts, organizer and admin screens. */
export const privatePathPrefixes = [
  '/api/',
  '/checkout/',
  '/success/',
  '/login',
  '/register',
  '/meus-ingressos',
  '/meus-pedidos',
  '/organizer',
  '/admin',
  '/scanner',
  '/esqueci-minha-senha',
  '/redefinir-senha',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, events: Array<{ id: string; updatedAt: Date }>): string {
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${origin}/`),
    ...events.map((event) => url(`${origin}/event/${encodeURIComponent(event.id)}`, event.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
