import { describe, expect, it } from 'vitest';
import { standaloneSvg } from './svg-png';

function chartSvg() {
  const host = document.createElement('div');
  host.innerHTML =
    '<svg class="recharts-surface" width="600" height="300" style="width:100%;height:100%" tabindex="0" role="application">' +
    '<title>Vendas por dia</title><desc>Resumo</desc><g class="line"><path d="M0 0L10 10" stroke="#7222d6"/></g></svg>';
  return host.querySelector('svg')!;
}

describe('standaloneSvg', () => {
  it('writes the namespace and the pixel size, drops page-only attributes', () => {
    const { markup, width, height } = standaloneSvg(chartSvg());
    expect(width).toBe(600);
    expect(height).toBe(300);
    const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('width')).toBe('600');
    expect(root.getAttribute('height')).toBe('300');
    expect(root.hasAttribute('style')).toBe(false);
    expect(root.hasAttribute('tabindex')).toBe(false);
  });

  it('paints a white background under the drawing, after title and desc', () => {
    const { markup } = standaloneSvg(chartSvg());
    const root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    const names = [...root.children].map((child) => child.localName);
    expect(names).toEqual(['title', 'desc', 'rect', 'g']);
    expect(root.children[2]!.getAttribute('fill')).toBe('#ffffff');
  });

  it('leaves the chart on the page untouched', () => {
    const svg = chartSvg();
    standaloneSvg(svg);
    expect(svg.querySelector('rect')).toBeNull();
    expect(svg.getAttribute('tabindex')).toBe('0');
  });

  it('refuses a chart without size', () => {
    const svg = chartSvg();
    svg.removeAttribute('width');
    expect(() => standaloneSvg(svg)).toThrow('O gráfico não tem tamanho para exportar.');
  });
});
