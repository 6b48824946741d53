/** @jest-environment node */
import { formatKsh, toPriceString } from '@/lib/format/money';

describe('formatKsh', () => {
  it.each([
    [0, 'Ksh 0'],
    [950, 'Ksh 950'],
    [1250, 'Ksh 1,250'],
    [3500000, 'Ksh 3,500,000'],
    [1250.5, 'Ksh 1,250.50'],
    [-300, '-Ksh 300'],
  ])('shows %p as %s', (amount, text) => {
    expect(formatKsh(amount)).toBe(text);
  });
});

describe('toPriceString', () => {
  it('writes two decimals for the order payload', () => {
    expect(toPriceString(1250)).toBe('1250.00');
    expect(toPriceString(0.1 + 0.2)).toBe('0.30');
  });
});
