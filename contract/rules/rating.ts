// The one rounding rule for ratings (spec section 9: out of 5), shared by the storefront, which
// shows them, and the API (upstream/src/routes/shops.ts), which filters on them: a shop shown as
// 5.0 is a shop "5 Stars" finds. Averages are stored in hundredths (numeric(3,2)) and shown to one
// decimal, halves rounded up: 4.95 shows as 5.0, 4.94 as 4.9.

export const RATING_MAX = 5;

/** The average as every page shows it: one decimal, halves up, within 0-5 (nonsense is 0). */
export function displayRating(average: number): number {
  if (!Number.isFinite(average)) return 0;
  const clamped = Math.min(RATING_MAX, Math.max(0, average));
  // Through whole hundredths first: 1.15 * 10 is 11.499999999999998 in floating point, which
  // Math.round would take down to 1.1.
  const hundredths = Math.round(clamped * 100);
  return Math.round(hundredths / 10) / 10;
}

/**
 * The lowest stored average (in hundredths) that is shown as `stars` or more: the "n Stars" filter
 * keeps shops whose average is at least this. 5 gives 4.95, 4 gives 3.95; never below 0.
 */
export function lowestAverageShownAs(stars: number): number {
  return Math.max(0, stars * 100 - 5) / 100;
}
