/** @jest-environment node */
import { normalisePromoCode, promoRecordRefusal, promoRefusalMessage, type PromoRefusal } from '@/contract/rules/promo';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';

const format = { money: formatKsh, date: (iso: string) => formatDate(iso) };
const record = { active: true, startsAt: null, endsAt: null, maxUses: null, maxUsesPerBuyer: null };
const now = new Date('2026-03-10T12:00:00Z');
const none = { total: 0, byBuyer: 0 };

describe('promo code rules', () => {
  it('compares codes whatever the case or spaces typed', () => {
    expect(normalisePromoCode('  karibu10 ')).toBe('KARIBU10');
  });

  it('refuses a withdrawn code, one not started, one expired, one used up and one the buyer used', () => {
    expect(promoRecordRefusal({ ...record, active: false }, none, now)).toEqual({ reason: 'inactive' });
    expect(promoRecordRefusal({ ...record, startsAt: new Date('2026-03-11T00:00:00Z') }, none, now)).toEqual({
      reason: 'not_started',
      at: '2026-03-11T00:00:00.000Z',
    });
    expect(promoRecordRefusal({ ...record, endsAt: new Date('2026-03-10T12:00:00Z') }, none, now)).toEqual({
      reason: 'expired',
      at: '2026-03-10T12:00:00.000Z',
    });
    expect(promoRecordRefusal({ ...record, maxUses: 5 }, { total: 5, byBuyer: 0 }, now)).toEqual({ reason: 'used_up' });
    expect(promoRecordRefusal({ ...record, maxUsesPerBuyer: 1 }, { total: 1, byBuyer: 1 }, now)).toEqual({ reason: 'already_used' });
  });

  it('accepts a code within its dates and limits', () => {
    const open = { ...record, startsAt: new Date('2026-03-01T00:00:00Z'), endsAt: new Date('2026-04-01T00:00:00Z'), maxUses: 5, maxUsesPerBuyer: 1 };
    expect(promoRecordRefusal(open, { total: 4, byBuyer: 0 }, now)).toBeNull();
  });

  it('words each refusal differently, with the amount or date it depends on', () => {
    const refusals: PromoRefusal[] = [
      { reason: 'unknown' },
      { reason: 'inactive' },
      { reason: 'not_started', at: '2026-03-11T00:00:00.000Z' },
      { reason: 'expired', at: '2026-03-01T00:00:00.000Z' },
      { reason: 'used_up' },
      { reason: 'already_used' },
      { reason: 'min_spend', minimum: 2000, short: 800 },
      { reason: 'no_shop_product', shop: 'Maasai Beads' },
    ];
    const words = refusals.map((r) => promoRefusalMessage(r, format));
    expect(new Set(words).size).toBe(refusals.length);
    expect(words[2]).toContain('11 March 2026');
    expect(words[3]).toContain('1 March 2026');
    expect(words[6]).toContain('Ksh 2,000');
    expect(words[6]).toContain('Ksh 800');
    expect(words[7]).toContain('Maasai Beads');
  });
});
