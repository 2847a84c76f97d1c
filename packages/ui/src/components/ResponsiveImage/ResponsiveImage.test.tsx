import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

const uploaded = '/media/0123456789abcdef0123456789abcdef-360-720-900/900.webp';

describe('ResponsiveImage', () => {
  it('offers an uploaded image in AVIF and WebP at each width it was made at (issue #30)', () => {
    const { container } = render(
      <ResponsiveImage src={uploaded} alt="Cartaz" sizes="18rem" className="w-full" />,
    );
    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    const folder = '/media/0123456789abcdef0123456789abcdef-360-720-900';
    expect(sources).toEqual([
      ['image/avif', `${folder}/360.avif 360w, ${folder}/720.avif 720w, ${folder}/900.avif 900w`, '18rem'],
      ['image/webp', `${folder}/360.webp 360w, ${folder}/720.webp 720w, ${folder}/900.webp 900w`, '18rem'],
    ]);
    const image = container.querySelector('picture > img')!;
    expect(image).toHaveAttribute('src', uploaded);
    expect(image).toHaveAttribute('alt', 'Cartaz');
    expect(image).toHaveClass('w-full');
  });

  it('shows any other address as a plain image', () => {
    const { container } = render(<ResponsiveImage src="/posters/forro.svg" alt="" sizes="18rem" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/posters/forro.svg');
  });
});
