import type { ImgHTMLAttributes } from 'react';
import type { ImageRef } from '../api/types';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  image: ImageRef;
  /** Rendered width hint for the browser's srcset choice. */
  sizes: string;
  /** Used when the image has no alt text of its own. */
  fallbackAlt?: string;
}

/** `<img src srcset sizes>` from an ImageRef (WebP widths 320…1920). */
export function ResponsiveImage({ image, sizes, fallbackAlt = '', loading = 'lazy', ...rest }: Props) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt || fallbackAlt}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
