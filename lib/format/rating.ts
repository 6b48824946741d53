// A rating as every page writes it, rounded by the rule both programs share
// (contract/rules/rating.ts: one decimal, halves up).
// A relative path: the API imports lib/format too, and it has no @/ alias.
import { displayRating } from '../../contract/rules/rating';

/** '4.8', '5.0': the figure beside the stars. */
export function formatRating(average: number): string {
  return displayRating(average).toFixed(1);
}
