import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { scopeCss, scopeSelector } from './scope-css';

async function scoped(css: string): Promise<string> {
  const result = await postcss([scopeCss({ rootClass: 'w' })]).process(css, { from: undefined });
  return result.css.replace(/\s+/g, ' ').trim();
}

describe('scopeSelector', () => {
  it('turns the document into the root and puts everything else inside it', () => {
    expect(scopeSelector(':root', '.w')).toBe('.w');
    expect(scopeSelector('html', '.w')).toBe('.w');
    expect(scopeSelector(' body ', '.w')).toBe('.w');
    expect(scopeSelector(':host', '.w')).toBe('.w');
    expect(scopeSelector('*', '.w')).toBe('.w *');
    expect(scopeSelector('.flex', '.w')).toBe('.w .flex');
    expect(scopeSelector(':where(.space-y-4>:not(:last-child))', '.w')).toBe(
      '.w :where(.space-y-4>:not(:last-child))',
    );
  });

  it('leaves selectors already aimed at the root alone', () => {
    expect(scopeSelector('.w', '.w')).toBe('.w');
    expect(scopeSelector('.w .x', '.w')).toBe('.w .x');
    expect(scopeSelector('.w:focus-within', '.w')).toBe('.w:focus-within');
    expect(scopeSelector('.wide', '.w')).toBe('.w .wide');
  });
});

describe('scopeCss', () => {
  it("moves the preflight, the base and the theme onto the widget, so the page's own elements are untouched", async () => {
    const css = await scoped(`
      @layer theme, base, components, utilities;
      @layer theme { :root, :host { --color-brand-600: #7222d6; } }
      @layer base { *, ::before { margin: 0; } html, :host { line-height: 1.5; } body { color: red; } h1 { font-size: inherit; } }
    `);
    expect(css).toBe(
      '.w { --color-brand-600: #7222d6; } .w *, .w ::before { margin: 0; } .w { line-height: 1.5; } .w { color: red; } .w h1 { font-size: inherit; }',
    );
  });

  it('removes the cascade layers, keeping their order, so a page rule outside any layer cannot beat the utilities', async () => {
    const css = await scoped(`
      @layer base { button { background: none; } }
      @layer utilities { .bg-brand-600 { background: var(--color-brand-600); } @media (min-width: 64rem) { .lg\\:grid { display: grid; } } }
    `);
    expect(css).not.toContain('@layer');
    expect(css).toBe(
      '.w button { background: none; } .w .bg-brand-600 { background: var(--color-brand-600); } @media (min-width: 64rem) { .w .lg\\:grid { display: grid; } }',
    );
  });

  it('scopes a nested rule through its parent only', async () => {
    expect(await scoped('.btn { color: red; &:hover { color: blue; } }')).toBe(
      '.w .btn { color: red; &:hover { color: blue; } }',
    );
  });

  it("renames keyframes and every animation naming them, so the page's own `spin` is not replaced", async () => {
    const css = await scoped(`
      @layer theme { :root { --animate-spin: spin 1s linear infinite; } }
      @layer utilities { .animate-spin { animation: var(--animate-spin); } .slow { animation: 2s spin-slowly, spin 3s; } }
      @keyframes spin { to { transform: rotate(360deg); } }
    `);
    expect(css).toContain('@keyframes w-spin { to { transform: rotate(360deg); } }');
    expect(css).toContain('--animate-spin: w-spin 1s linear infinite;');
    expect(css).toContain('.w .animate-spin { animation: var(--animate-spin); }');
    // Only whole names change: `spin-slowly` is another animation.
    expect(css).toContain('.w .slow { animation: 2s spin-slowly, w-spin 3s; }');
  });

  it('keeps @property registrations as they are (they only apply at the document level)', async () => {
    const css = await scoped(
      '@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }',
    );
    expect(css).toBe('@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }');
  });
});
