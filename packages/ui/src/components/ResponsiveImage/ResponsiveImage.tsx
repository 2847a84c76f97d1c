import { uploadedImageVariants, type UploadFormat } from '@bilheteria/rules';
import type { ComponentProps } from 'react';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'srcSet' | 'src'> & {
  src: string;
  /** How wide the image is drawn (the `sizes` attribute): the browser picks the variant from it. */
  sizes: string;
};

const srcSetOf = (variants: NonNullable<ReturnType<typeof uploadedImageVariants>>, type: UploadFormat) =>
  variants
    .filter((variant) => variant.type === type)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/**
 * An image that, when uploaded here (issue #30), lets the browser choose AVIF or WebP at the width it draws it
 * (`<picture>` with `srcset`); any other address (a pasted URL, the demo's SVGs) is an `<img>` as it was. The
 * `<picture>` box takes no space of its own, so the image's classes lay it out as before.
 */
function ResponsiveImage({ src, sizes, alt = '', ...props }: ResponsiveImageProps) {
  const variants = uploadedImageVariants(src);
  if (!variants) return <img src={src} alt={alt} {...props} />;
  return (
    <picture data-slot="responsive-image" className="contents">
      <source type="image/avif" srcSet={srcSetOf(variants, 'image/avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(variants, 'image/webp')} sizes={sizes} />
      <img src={src} alt={alt} {...props} />
    </picture>
  );
}

export { ResponsiveImage };
export type { ResponsiveImageProps };
