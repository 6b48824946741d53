import styles from './star-rating.module.scss';

const MAX = 5;

interface StarRatingProps {
  /** The rating out of 5; values outside 0-5 are clamped. */
  value: number;
  /** Pixel size of one star. */
  size?: number;
  className?: string;
}

function Stars({ size }: { size: number }) {
  return (
    <>
      {Array.from({ length: MAX }, (_, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
        </svg>
      ))}
    </>
  );
}

/** Five stars filled to the rating, read out as 'Rated 4.5 out of 5'. */
export function StarRating({ value, size = 16, className }: StarRatingProps) {
  const rating = Math.min(MAX, Math.max(0, Number.isFinite(value) ? value : 0));
  const label = `Rated ${Number(rating.toFixed(1))} out of ${MAX}`;
  return (
    <span role="img" aria-label={label} className={className ? `${styles.rating} ${className}` : styles.rating}>
      <span className={styles.empty}>
        <Stars size={size} />
      </span>
      <span className={styles.filled} style={{ width: `${(rating / MAX) * 100}%` }}>
        <Stars size={size} />
      </span>
    </span>
  );
}
