// Dates in Nairobi time: the statement's months are Nairobi's calendar months, newest first.
import { recentMonths } from '@/lib/format/date';

describe('recentMonths', () => {
  it('counts back from Nairobi’s month, across the year', () => {
    expect(recentMonths(new Date('2026-02-10T12:00:00Z'), 3)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
  });

  it('is already next month in Nairobi at 21:00 UTC on the last day', () => {
    expect(recentMonths(new Date('2026-11-30T21:30:00Z'), 1)).toEqual([{ value: '2026-12', label: 'December 2026' }]);
    expect(recentMonths(new Date('2026-11-30T20:30:00Z'), 1)[0].value).toBe('2026-11');
  });
});
