import { describe, expect, it } from 'vitest';
import { uploadedImageVariants, uploadFolder, uploadWidths } from './uploads';

describe('uploaded image sizes (issue #30)', () => {
  it('makes the kind’s widths below the image’s own, then its own, never enlarging', () => {
    expect(uploadWidths('poster', 900)).toEqual([360, 720, 900]);
    expect(uploadWidths('poster', 4000)).toEqual([360, 720, 1080]);
    expect(uploadWidths('slide', 300)).toEqual([300]);
    expect(uploadWidths('map', 1280)).toEqual([640, 1280]);
  });

  it('reads every variant back from the stored address, wherever the files are served', () => {
    const hash = 'ab'.repeat(16);
    const url = `https://cdn.example.com/uploads/${uploadFolder(hash, [640, 1280])}/1280.webp`;
    expect(uploadedImageVariants(url)).toEqual([
      { url: `https://cdn.example.com/uploads/${hash}-640-1280/640.avif`, width: 640, type: 'image/avif' },
      { url: `https://cdn.example.com/uploads/${hash}-640-1280/640.webp`, width: 640, type: 'image/webp' },
      { url: `https://cdn.example.com/uploads/${hash}-640-1280/1280.avif`, width: 1280, type: 'image/avif' },
      { url: `https://cdn.example.com/uploads/${hash}-640-1280/1280.webp`, width: 1280, type: 'image/webp' },
    ]);
    expect(uploadedImageVariants('/posters/forro.svg')).toBeNull();
    expect(uploadedImageVariants('https://exemplo.com.br/cartaz.webp')).toBeNull();
  });
});
