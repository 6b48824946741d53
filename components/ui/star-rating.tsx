import type { CSSProperties } from 'react';
import { displayRating, RATING_MAX } from '@/contract/rules/rating';
import styles from './star-rating.module.scss';

interface StarRatingProps {
  /** The rating out of 5; values outside 0-5 are clamped. */
  value: number;
  /** Pixel size of one star. */
  size?: number;
  className?: string;
}

/**
 * Five stars filled to the rating, read out as 'Rated 4.5 out of 5'. The stars are a CSS mask over
 * two coloured boxes, not ten inline SVGs: a listing shows dozens of ratings, and every inline
 * element is paid for twice in a server-rendered page (its HTML and its RSC payload).
 */
export function StarRating({ value, size = 16, className }: StarRatingProps) {
  // The stars fill to the figure written beside them (contract/rules/rating.ts), not the raw average.
  const rating = displayRating(value);
  const label = `Rated ${rating} out of ${RATING_MAX}`;
  const style = { '--star-size': `${size}px` } as CSSProperties;
  return (
    <span role="img" aria-label={label} className={className ? `${styles.rating} ${className}` : styles.rating} style={style}>
      <span className={styles.filled} style={{ width: `${(rating / RATING_MAX) * 100}%` }} />
    </span>
  );
}
