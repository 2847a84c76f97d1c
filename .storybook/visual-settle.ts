/**
 * Waiting for a story to be pixel-stable before its screenshot, and choosing what to shoot.
 */

function imageSettled(image: HTMLImageElement) {
  if (image.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Every image loaded and decoded, every web font in use loaded, and a frame painted after that.
 * Lazy images outside the viewport would never load on their own, so they are made eager first.
 */
export async function settleForScreenshot() {
  const images = Array.from(document.images);
  for (const image of images) {
    if (image.loading === 'lazy') image.loading = 'eager';
  }
  await Promise.all(
    images.map(async (image) => {
      await imageSettled(image);
      // A broken image has nothing to decode; its alt text is what the screenshot shows.
      await image.decode().catch(() => undefined);
    }),
  );
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

/**
 * The story root, unless something is portalled outside it (a Radix dialog or drawer): then the
 * whole page, so the overlay and what it covers are both in the picture.
 */
export function screenshotTarget(canvasElement: HTMLElement): HTMLElement {
  const portalled = Array.from(document.body.children).some(
    (element) => element instanceof HTMLElement && !element.contains(canvasElement) && onScreen(element),
  );
  return portalled ? document.body : canvasElement;
}

/**
 * Whether a box is painted inside the viewport. Libraries park helpers off screen (Recharts measures
 * text in a span at top: -20000px); those are not overlays.
 */
function onScreen(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth
  );
}
