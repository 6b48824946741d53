import { displayRating, lowestAverageShownAs } from '@/contract/rules/rating';
import { formatRating } from '@/lib/format/rating';

// [stored average, figure shown]: the boundaries of the one rounding rule.
const SHOWN: [number, string][] = [
  [5, '5.0'],
  [4.99, '5.0'],
  [4.95, '5.0'],
  [4.94, '4.9'],
  [4.56, '4.6'],
  [4.05, '4.1'],
  [3.95, '4.0'],
  [1.15, '1.2'],
  [1.05, '1.1'],
  [0.04, '0.0'],
  [0, '0.0'],
];

describe('the rating rule', () => {
  it.each(SHOWN)('shows an average of %d as %s (one decimal, halves up)', (average, shown) => {
    expect(formatRating(average)).toBe(shown);
    expect(displayRating(average)).toBe(Number(shown));
  });

  it('keeps ratings within 0-5 and shows nonsense as 0', () => {
    expect(formatRating(7)).toBe('5.0');
    expect(formatRating(-1)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });

  it.each([1, 2, 3, 4, 5])('"%i Stars" starts at the lowest average shown as that many', (stars) => {
    const lowest = lowestAverageShownAs(stars);
    expect(displayRating(lowest)).toBe(stars);
    // One hundredth less is shown below the filter's label.
    expect(displayRating(Math.round(lowest * 100 - 1) / 100)).toBeLessThan(stars);
  });

  it('agrees with the filter on every average in hundredths: shown as n or more exactly when at least the lowest', () => {
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) {
      const average = hundredths / 100;
      for (let stars = 1; stars <= 5; stars += 1) {
        expect(displayRating(average) >= stars).toBe(average >= lowestAverageShownAs(stars));
      }
    }
  });
});
