// The marketplace's commission on a sale (issue 34, point 6), one rule for both programs: taken
// from each delivered line when its returns close; a shop may have its own rate.

/** The marketplace's rate unless a shop has its own: 10%. */
export const DEFAULT_COMMISSION_RATE = 0.1;
/** A shop's own rate is a fraction from 0 to this (no commission above half of a sale). */
export const MAX_COMMISSION_RATE = 0.5;
