/**
 * Turns a chart's SVG into a PNG in the browser: the SVG is made standalone (pixel size, font, white
 * background), drawn on a canvas at `scale`, and read back as a PNG blob.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const BACKGROUND = '#ffffff';

type StandaloneSvg = { markup: string; width: number; height: number };

/** A series as the exported image's legend shows it. */
type PngLegendItem = { label: string; color: string; dashed?: boolean };

/**
 * What a downloaded image needs to stand on its own, away from the page that explained it: a title, a
 * subtitle (the event and the range) and the legend. Drawn in a band above the chart.
 */
type PngFrame = { title: string; subtitle: string; legend: readonly PngLegendItem[] };

const FRAME_PADDING = 16;
const FRAME_HEIGHT = 84;
const INK = '#1b1523';
const INK_MUTED = '#5b5467';

function svgElement(name: string, attributes: Record<string, string | number>, text?: string) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The title, subtitle and legend band, `FRAME_HEIGHT` tall. */
function frameBand(frame: PngFrame): SVGGElement {
  const band = svgElement('g', { 'data-slot': 'png-frame' }) as SVGGElement;
  const x = FRAME_PADDING;
  band.append(
    svgElement('text', { x, y: 26, 'font-size': 16, 'font-weight': 700, fill: INK }, frame.title),
    svgElement('text', { x, y: 46, 'font-size': 12, fill: INK_MUTED }, frame.subtitle),
  );
  let left = x;
  for (const item of frame.legend) {
    band.append(
      svgElement('line', {
        x1: left,
        y1: 66,
        x2: left + 20,
        y2: 66,
        stroke: item.color,
        'stroke-width': 3,
        ...(item.dashed ? { 'stroke-dasharray': '5 3' } : {}),
      }),
      svgElement('text', { x: left + 26, y: 70, 'font-size': 12, fill: INK_MUTED }, item.label),
    );
    // No text measuring outside the page: an estimate of 7 px a character keeps the items apart.
    left += 26 + item.label.length * 7 + 20;
  }
  return band;
}

/**
 * The SVG as a self-contained document. An image loaded from markup sees none of the page's CSS, so
 * the size and the font it inherited are written on the copy, and a background is painted under it
 * (a PNG is transparent otherwise).
 */
function standaloneSvg(svg: SVGSVGElement, frame?: PngFrame): StandaloneSvg {
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width || Number(svg.getAttribute('width')) || 0);
  const chartHeight = Math.round(box.height || Number(svg.getAttribute('height')) || 0);
  if (width <= 0 || chartHeight <= 0) throw new Error('O gráfico não tem tamanho para exportar.');
  const height = chartHeight + (frame ? FRAME_HEIGHT : 0);

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

  if (frame) {
    // The drawing moves down under the band; the viewBox grows with it so nothing is scaled.
    const drawing = svgElement('g', { transform: `translate(0 ${FRAME_HEIGHT})` });
    let node = background.nextSibling;
    while (node) {
      const next = node.nextSibling;
      drawing.append(node);
      node = next;
    }
    copy.append(frameBand(frame), drawing);
    copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  }

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

/** The SVG drawn as a PNG (framed when `frame` is given), `scale` times its on-screen size (2 keeps it sharp on high-density screens). */
async function svgToPngBlob(svg: SVGSVGElement, scale = 2, frame?: PngFrame): Promise<Blob> {
  const { markup, width, height } = standaloneSvg(svg, frame);
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
export type { PngFrame, PngLegendItem, StandaloneSvg };
