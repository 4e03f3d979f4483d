import { describe, expect, it } from 'vitest';
import { fileSrcSet } from './imageSrcSet';

describe('fileSrcSet', () => {
  it('offers the WebP widths of a stored raster picture', () => {
    expect(fileSrcSet('/api/files/salons/lale-1.webp')).toBe(
      '/api/files/salons/lale-1.webp?w=320 320w, /api/files/salons/lale-1.webp?w=480 480w, /api/files/salons/lale-1.webp?w=640 640w, /api/files/salons/lale-1.webp?w=960 960w',
    );
    expect(fileSrcSet('/api/files/salons/a.JPG')).toContain('/api/files/salons/a.JPG?w=320 320w');
  });

  it('leaves vector pictures, other hosts and variants to their src', () => {
    expect(fileSrcSet('/api/files/departments/1.svg')).toBeUndefined();
    expect(fileSrcSet('https://cdn.example.com/a.webp')).toBeUndefined();
    expect(fileSrcSet('/api/files/salons/a.webp?w=480')).toBeUndefined();
    expect(fileSrcSet('/photos/a.webp')).toBeUndefined();
  });
});
