/**
 * Turns a chart's SVG into a PNG in the browser: the SVG is made standalone (pixel size, font, white
 * background), drawn on a canvas at `scale`, and read back as a PNG blob.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const BACKGROUND = '#ffffff';

type StandaloneSvg = { markup: string; width: number; height: number };

/**
 * The SVG as a self-contained document. An image loaded from markup sees none of the page's CSS, so
 * the size and the font it inherited are written on the copy, and a background is painted under it
 * (a PNG is transparent otherwise).
 */
function standaloneSvg(svg: SVGSVGElement): StandaloneSvg {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width || Number(svg.getAttribute('width')) || 0);
  const height = Math.round(box.height || Number(svg.getAttribute('height')) || 0);
  if (width <= 0 || height <= 0) throw new Error('O gráfico não tem tamanho para exportar.');

  // The serializer writes the SVG namespace declaration itself (the element lives in that namespace).
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.removeAttribute('style');
  copy.removeAttribute('tabindex');
  const font = getComputedStyle(svg).fontFamily;
  if (font) copy.setAttribute('font-family', font);

  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', BACKGROUND);
  // After <title> and <desc>, before the drawing, so it paints first.
  const firstDrawn = [...copy.children].find((child) => !['title', 'desc'].includes(child.localName));
  copy.insertBefore(background, firstDrawn ?? null);

  return { markup: new XMLSerializer().serializeToString(copy), width, height };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Não foi possível desenhar o gráfico.'));
    image.src = src;
  });
}

/** The SVG drawn as a PNG, `scale` times its on-screen size (2 keeps it sharp on high-density screens). */
async function svgToPngBlob(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const { markup, width, height } = standaloneSvg(svg);
  // A data URL (not a blob URL) keeps the canvas untainted in every browser.
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas indisponível.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível gerar a imagem.'))),
      'image/png',
    );
  });
}

export { standaloneSvg, svgToPngBlob };
export type { StandaloneSvg };
