'use client';
// An image from the storefront's optimiser that shows the placeholder when it is missing or fails to
// load (spec: broken images fall back to a placeholder).
//
// A plain <img> from next/image's getImageProps rather than next/image's component: a listing page
// carries dozens of images, and each one's markup is paid for on every request of the cached page.
// Next writes every configured width into every srcset and a long inline style for `fill`; here a
// slot offers only the widths it can ever use (`maxWidth`) and `fill` is a class. It is also one
// component to hydrate per image instead of three, and it does not re-request every image after
// hydration to learn whether it failed (next/image's way): it reads the element instead.
import { getImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import styles from './fallback-image.module.scss';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface FallbackImageProps {
  /** A root-relative path (`/media/...`, `/images/...`); anything else shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  /** The widest candidate (px) worth offering: the slot's largest CSS width at 2x, rounded up to a configured width. */
  maxWidth?: number;
  /** Load at once and preload (the image that is the page's largest paint). */
  priority?: boolean;
  /**
   * Load at once, without a preload: an image that may be in the first view on a wide screen but
   * is not a phone's largest paint (the first row of a product grid). A preload would fetch it at
   * high priority ahead of the stylesheets, which a phone needs first.
   */
  eager?: boolean;
  /** Cover the positioned parent (the class does what next/image's inline style did). */
  fill?: boolean;
  className?: string;
}

// Images come from our own origin only (CSP img-src 'self', no remote patterns), so an absolute
// URL could never load: show the placeholder rather than a broken image.
function isOwnPath(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
}

/**
 * The candidates of a width-described srcset up to `maxWidth` (always the narrowest one), and the
 * widest kept as the src for browsers that ignore srcset.
 */
export function capSrcSet(srcSet: string, maxWidth: number): { srcSet: string; src: string } | null {
  const candidates = srcSet.split(', ').map((candidate) => {
    const [url, descriptor = ''] = candidate.split(' ');
    return { url, width: descriptor.endsWith('w') ? Number.parseInt(descriptor, 10) : Number.NaN };
  });
  if (candidates.some((c) => !Number.isFinite(c.width))) return null;
  const kept = candidates.filter((c, i) => i === 0 || c.width <= maxWidth);
  return { srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '), src: kept[kept.length - 1].url };
}

export function FallbackImage({ src, alt, width, height, sizes, maxWidth, priority = false, eager = false, fill = false, className }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = isOwnPath(src) && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  const ref = useRef<HTMLImageElement>(null);

  const { props } = getImageProps({
    src: shown,
    alt,
    width: fill ? undefined : width,
    height: fill ? undefined : height,
    fill,
    sizes,
    loading: priority || eager ? 'eager' : 'lazy',
  });
  const capped = maxWidth && props.srcSet ? capSrcSet(props.srcSet, maxWidth) : null;
  const srcSet = capped?.srcSet ?? props.srcSet;
  const imageSrc = capped?.src ?? props.src;
  if (priority) preload(imageSrc, { as: 'image', imageSrcSet: srcSet, imageSizes: props.sizes, fetchPriority: 'high' });

  const fail = () => {
    if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(shown);
  };

  // An image that failed before hydration fired its error event with no listener yet: a finished
  // request with no pixels is one that failed. (A lazy image not yet requested has no currentSrc,
  // and some browsers call it complete.)
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.currentSrc !== '' && image.naturalWidth === 0) fail();
    // Only for the image that was server-rendered; later ones report through onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps (see above)
    <img
      ref={ref}
      alt={alt}
      loading={props.loading}
      width={props.width}
      height={props.height}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={[styles.image, fill ? styles.fill : '', className ?? ''].filter(Boolean).join(' ')}
      sizes={props.sizes}
      srcSet={srcSet}
      src={imageSrc}
      onError={fail}
    />
  );
}
