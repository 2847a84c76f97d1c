// What every widget is given by the embedding page, checked once at mount: mistakes there are the
// integrator's, so they throw at once with a message saying what to fix, instead of a widget that fails later.

/** What `mountCheckout` and `mountScanner` answer. */
export interface EmbedHandle {
  /** Removes the widget (its camera, timers and requests stop) and the element it added. */
  unmount(): void;
}

/** Options every widget takes. */
export interface WidgetOptions {
  /**
   * Where the Bilheteria API is served, e.g. `https://bilheteria.example/api`. A relative address
   * (`/api`) is read against the page's own address.
   */
  apiBase: string;
  /**
   * The localStorage key of the widget's session token. Defaults to `bilheteria-embed:checkout:token` or
   * `bilheteria-embed:scanner:token`.
   */
  storageKey?: string;
}

/** The element to render into: the element itself, or a CSS selector for one. */
export type MountTarget = Element | string;

export function resolveTarget(target: MountTarget): Element {
  if (typeof target !== 'string') {
    if (typeof Element !== 'undefined' && target instanceof Element) return target;
    throw new TypeError('Bilheteria: informe o elemento (ou um seletor CSS) onde montar o widget.');
  }
  const element = document.querySelector(target);
  if (!element) throw new TypeError(`Bilheteria: nenhum elemento corresponde ao seletor "${target}".`);
  return element;
}

/** The API base as an absolute http(s) address without a trailing slash. */
export function resolveApiBase(apiBase: unknown, pageAddress: string = document.baseURI): string {
  if (typeof apiBase !== 'string' || apiBase.trim() === '') {
    throw new TypeError(
      'Bilheteria: informe apiBase, o endereço da API (ex.: https://bilheteria.example/api).',
    );
  }
  let url: URL;
  try {
    url = new URL(apiBase.trim(), pageAddress);
  } catch {
    throw new TypeError(`Bilheteria: apiBase inválido: "${apiBase}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`Bilheteria: apiBase deve ser um endereço http(s): "${apiBase}".`);
  }
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/** A required text option (e.g. `eventId`), trimmed. */
export function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`Bilheteria: a opção ${name} é obrigatória.`);
  }
  return value.trim();
}

/**
 * The address of something the marketplace serves, as the API names it. Posters are stored as paths of the
 * marketplace's site ("/posters/show.svg"), which is where the API is served: on the embedding page they must
 * be read against the API's address, not the page's.
 */
export function marketplaceUrl(apiBase: string, path: string): string;
export function marketplaceUrl(apiBase: string, path: string | null | undefined): string | null;
export function marketplaceUrl(apiBase: string, path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    return new URL(path, `${apiBase}/`).href;
  } catch {
    return null;
  }
}

/** An API path under the base (ticket PDFs, QR images the browser loads by itself). */
export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}
