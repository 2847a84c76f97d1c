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

// No text measuring outside the page: estimates of a character's width at 16 and 12 px keep texts apart.
const TITLE_CHAR_PX = 10;
const SMALL_CHAR_PX = 7;

/**
 * `text` cut to `maxChars` with an ellipsis. A line of parts ("Evento · 01/10/2025 a 31/10/2025") keeps its last
 * part whole and shortens the first, so a long event title never pushes the range off the image.
 */
export function fitLine(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = (part: string, room: number) => `${part.slice(0, Math.max(0, room - 1)).trimEnd()}…`;
  const separator = text.lastIndexOf(' · ');
  if (separator > 0) {
    const tail = text.slice(separator);
    const room = maxChars - tail.length;
    if (room >= 4) return cut(text.slice(0, separator), room) + tail;
  }
  return cut(text, maxChars);
}

/** The title, subtitle and legend band, `FRAME_HEIGHT` tall and `width` wide. */
function frameBand(frame: PngFrame, width: number): SVGGElement {
  const band = svgElement('g', { 'data-slot': 'png-frame' }) as SVGGElement;
  const x = FRAME_PADDING;
  const room = width - 2 * FRAME_PADDING;
  band.append(
    svgElement(
      'text',
      { x, y: 26, 'font-size': 16, 'font-weight': 700, fill: INK },
      fitLine(frame.title, Math.floor(room / TITLE_CHAR_PX)),
    ),
    svgElement(
      'text',
      { x, y: 46, 'font-size': 12, fill: INK_MUTED },
      fitLine(frame.subtitle, Math.floor(room / SMALL_CHAR_PX)),
    ),
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
    left += 26 + item.label.length * SMALL_CHAR_PX + 20;
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
    copy.append(frameBand(frame, width), drawing);
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
