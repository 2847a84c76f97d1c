/**
 * Starts downloading an image at high priority before anything renders it. A page's largest image (the home
 * carousel's first banner, the event poster) is known only once the API answers; a route loader calls this as
 * soon as it has the address, so the download overlaps the page's code and render. The `<img>` that shows it
 * later reuses the response.
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url) return;
  const href = new URL(url, document.baseURI).href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'))
    if (link.href === href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
