import { SplashScreen } from '@bilheteria/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

/**
 * Serializes markup through the DOM, so quoting and self-closing tags compare equal, without the whitespace
 * next to tags that Prettier adds to index.html (it renders as nothing in the splash's flex boxes).
 */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/\s+</g, '<').replace(/>\s+/g, '>').trim();
  return template.innerHTML;
}

describe('index.html', () => {
  it('paints the splash screen before any JavaScript runs: #root holds exactly what <SplashScreen> renders', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const root = page.getElementById('root');
    expect(normalized(root?.innerHTML ?? '')).toBe(normalized(renderToStaticMarkup(<SplashScreen />)));
  });
});
