import { describe, expect, it } from 'vitest';
import { fitLine, standaloneSvg } from './svg-png';

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

  it('frames the drawing with a title, the event and range, and the legend above it (issue #13 point 16)', () => {
    const { markup, width, height } = standaloneSvg(chartSvg(), {
      title: 'Vendas por dia',
      subtitle: 'Festival · 16/10/2025 a 15/11/2025',
      legend: [
        { label: 'Receita (R$)', color: '#7222d6' },
        { label: 'Ingressos', color: '#0f766e', dashed: true },
      ],
    });
    expect(width).toBe(600);
    expect(height).toBe(384);
    const root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    expect(root.getAttribute('height')).toBe('384');
    expect(root.getAttribute('viewBox')).toBe('0 0 600 384');
    const names = [...root.children].map((child) => child.localName);
    expect(names).toEqual(['title', 'desc', 'rect', 'g', 'g']);
    const band = root.children[3]!;
    expect([...band.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      'Vendas por dia',
      'Festival · 16/10/2025 a 15/11/2025',
      'Receita (R$)',
      'Ingressos',
    ]);
    const lines = [...band.querySelectorAll('line')];
    expect(lines.map((line) => line.getAttribute('stroke'))).toEqual(['#7222d6', '#0f766e']);
    expect(lines[1]!.hasAttribute('stroke-dasharray')).toBe(true);
    // The chart itself moved below the band, whole.
    const drawing = root.children[4]!;
    expect(drawing.getAttribute('transform')).toBe('translate(0 84)');
    expect(drawing.querySelector('path')?.getAttribute('d')).toBe('M0 0L10 10');
  });

  it('shortens a long event title in the subtitle and keeps the range whole (issue #13 point 16)', () => {
    const title = 'Festival Internacional de Música Popular Brasileira e Cultura Nordestina de Inverno';
    const { markup } = standaloneSvg(chartSvg(), {
      title: 'Vendas por dia',
      subtitle: `${title} · 16/10/2025 a 15/11/2025`,
      legend: [],
    });
    const band = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement.children[3]!;
    const subtitle = band.querySelectorAll('text')[1]!.textContent!;
    // 600 px wide, 16 px each side, ~7 px a character at 12 px.
    expect(subtitle.length).toBeLessThanOrEqual(81);
    expect(subtitle).toMatch(/^Festival Internacional de Música .*… · 16\/10\/2025 a 15\/11\/2025$/);
  });

  it('cuts a line without parts at its end, and a line of parts in its first part', () => {
    expect(fitLine('abcdefghij', 20)).toBe('abcdefghij');
    expect(fitLine('abcdefghij', 6)).toBe('abcde…');
    expect(fitLine('Evento muito longo · 01/10/2025 a 31/10/2025', 30)).toBe(
      'Eve… · 01/10/2025 a 31/10/2025',
    );
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
