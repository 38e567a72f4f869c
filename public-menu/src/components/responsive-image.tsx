// An image of the menu at a fixed square size. An uploaded photo with responsive copies (the API makes them:
// AVIF, WebP and JPEG squares at three sizes) is offered as a <picture> whose srcset and sizes let the
// browser take the smallest copy that is sharp on its screen, over a blur of its colours while it loads; any
// other image is shown as it is. Width and height are always set (no layout shift); images are lazy unless the
// caller knows them to be near the top, and the first one visible may ask to be fetched first.
import { thumbUrl, type PublicMenuImageSet, type ThumbFormat } from '@menu/shared/menu';

export interface ResponsiveImageProps {
  src: string;
  set?: PublicMenuImageSet | null;
  /** CSS pixels of the square it is shown in. */
  size: number;
  className: string;
  /** Near the top of the page: loaded at once instead of lazily. */
  eager?: boolean;
  /** The first image the diner sees: fetched ahead of the others (fetchpriority="high"). */
  priority?: boolean;
}

export function ResponsiveImage({ src, set, size, className, eager = false, priority = false }: ResponsiveImageProps) {
  // What the <img> says besides its class and source: its box, no text of its own, when it loads.
  const img = {
    alt: '',
    width: size,
    height: size,
    loading: eager || priority ? undefined : 'lazy',
    decoding: 'async',
    ...(priority ? { fetchpriority: 'high' } : {}),
  } as const;
  if (!set || !set.sizes.length) return <img className={className} src={src} {...img} />;
  const sizes = `${size}px`;
  const srcSet = (format: ThumbFormat) => set.sizes.map((s) => `${thumbUrl(set.base, s, format)} ${s}w`).join(', ');
  // The JPEG a browser without srcset takes: the size for a common 2× screen.
  const fallback = set.sizes.find((s) => s >= size * 2) ?? set.sizes[set.sizes.length - 1];
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        className={className}
        src={thumbUrl(set.base, fallback, 'jpeg')}
        srcSet={srcSet('jpeg')}
        sizes={sizes}
        {...img}
        style={set.placeholder ? { backgroundImage: set.placeholder } : undefined}
      />
    </picture>
  );
}
