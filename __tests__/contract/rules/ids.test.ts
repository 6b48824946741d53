import { MAX_ID, parseId } from '@/contract/rules/ids';

describe('parseId, the one id parser', () => {
  it('reads a record id from a URL segment, a form or a notice', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(42)).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('is no id for anything else', () => {
    for (const raw of ['0', '04', '4x', ' 4', '-4', '4.0', '1e3', '99999999999', String(MAX_ID + 1), '', 0, -1, 1.5, MAX_ID + 1, NaN, null, undefined, {}]) {
      expect([raw, parseId(raw)]).toEqual([raw, null]);
    }
  });
});
