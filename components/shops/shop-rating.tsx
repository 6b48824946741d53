// A shop's rating line, on its card and at the top of its page: stars, the figure (the stars
// already say it to assistive technology) and the review count. Each place brings its own classes.
import { StarRating } from '@/components/ui/star-rating';
import { formatCount, REVIEW_NOUN } from '@/lib/format/count';
import { formatRating } from '@/lib/format/rating';

interface ShopRatingProps {
  rating: number;
  reviews: number;
  starSize: number;
  classes: { rating: string; ratingValue: string; muted: string };
}

export function ShopRating({ rating, reviews, starSize, classes }: ShopRatingProps) {
  // The API may send a rating outside 0-5; the stars and the figure agree on the clamped one.
  const value = Math.min(5, Math.max(0, rating));
  return (
    <p className={classes.rating}>
      <StarRating value={value} size={starSize} />
      <span aria-hidden="true" className={classes.ratingValue}>
        {formatRating(value)}
      </span>
      <span className={classes.muted}>({formatCount(reviews, REVIEW_NOUN)})</span>
    </p>
  );
}
