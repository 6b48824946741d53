'use client';
// Every photo of the product: the chosen one large, the others as thumbnails to pick from.
import { useState } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { ProductImage } from '@/lib/catalog/product';
import styles from './product-gallery.module.scss';

interface ProductGalleryProps {
  images: ProductImage[];
  productName: string;
}

export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <FallbackImage
          src={current?.src}
          alt={current?.alt || productName}
          fill
          sizes="(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw"
          maxWidth={1200}
          priority
          className={styles.image}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product photos">
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
              >
                <FallbackImage src={image.src} alt="" fill sizes="80px" maxWidth={256} className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
