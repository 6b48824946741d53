/** @jest-environment node */
// The copy-paste gate of npm test (scripts/check-duplicates.mjs): a repeated block fails it unless
// docs/decisions/014-repeated-code.md defends its pair of files, and a defence of code that no
// longer repeats fails it too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compare, DEFENCES, readDefences } from '@/scripts/check-duplicates.mjs';

const clone = (a: string, b: string, tokens = 80) => ({
  tokens,
  firstFile: { name: a, start: 1, end: 9 },
  secondFile: { name: b, start: 20, end: 28 },
});
const report = (...duplicates: ReturnType<typeof clone>[]) => ({ duplicates, statistics: { total: { percentage: 0.8 } } });

describe('the repeated-code gate', () => {
  const defences = readDefences(
    [
      '# Repeated code',
      '',
      'Some prose that mentions `a.ts` ~ `b.ts` in passing.',
      '',
      '- `lib/b.ts` ~ `lib/a.ts`: both spell out the same three fields.',
    ].join('\n'),
  );

  it('reads one defended pair per list line, in either order', () => {
    expect([...defences.keys()]).toEqual(['lib/a.ts ~ lib/b.ts']);
  });

  it('passes a defended pair, whichever file jscpd names first and however many blocks it repeats', () => {
    expect(compare(report(clone('lib/a.ts', 'lib/b.ts'), clone('lib/b.ts', 'lib/a.ts', 120)), defences)).toEqual({ undefended: [], stale: [], percent: 0.8 });
  });

  it('names every block of an undefended pair, with its lines', () => {
    const { undefended } = compare(report(clone('lib/a.ts', 'lib/b.ts'), clone('app/x/page.tsx', 'app/y/page.tsx')), defences);
    expect(undefended).toEqual(['app/x/page.tsx:1-9 ~ app/y/page.tsx:20-28 (80 tokens)']);
  });

  it('names a defence whose pair no longer repeats', () => {
    expect(compare(report(), defences).stale).toEqual(['lib/a.ts ~ lib/b.ts']);
  });

  it('has a defence file with at least one pair and a sentence for each', () => {
    const pairs = readDefences(readFileSync(path.join(process.cwd(), DEFENCES), 'utf8'));
    expect(pairs.size).toBeGreaterThan(0);
    for (const why of pairs.values()) expect(why).toMatch(/\w.*\.$/);
  });
});
