'use client';
// next/image that shows the placeholder when an image is missing or fails to load (spec: broken
// images fall back to a placeholder).
import Image from 'next/image';
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface FallbackImageProps {
  /** A root-relative path (`/media/...`, `/images/...`); anything else shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
  fill?: boolean;
  className?: string;
}

// Images come from our own origin only (CSP img-src 'self', no remote patterns), so an absolute
// URL could never load: show the placeholder rather than a broken image.
function isOwnPath(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
}

export function FallbackImage({ src, alt, width, height, sizes, priority = false, fill, className }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = isOwnPath(src) && src !== failedSrc ? src : PLACEHOLDER_IMAGE;

  return (
    <Image
      src={shown}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      fill={fill}
      sizes={sizes}
      preload={priority}
      className={className}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(shown);
      }}
    />
  );
}
