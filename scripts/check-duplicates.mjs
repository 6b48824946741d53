#!/usr/bin/env node
// `npm run duplicates` (part of `npm test`): jscpd, the copy-paste detector, reads the whole tree
// (settings in .jscpd.json) and writes its JSON report; this script holds the report to two rules:
//   - no more than MAX_PERCENT of the tree's lines are repeated;
//   - every pair of files that repeats a block is defended, in one sentence, in
//     docs/decisions/014-repeated-code.md (a line `- \`a\` ~ \`b\`: why.`), and every pair defended
//     there still repeats (a defence of code that is gone is taken out).
// A new repetition is folded into one place, or defended in that file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFENCES = 'docs/decisions/014-repeated-code.md';
export const MAX_PERCENT = 1.0;

const pairKey = (a, b) => [a, b].sort().join(' ~ ');

/** The defended pairs of the decision's text: `- \`a\` ~ \`b\`: why.` lines, as "a ~ b" keys (sorted). */
export function readDefences(markdown) {
  const pairs = new Map();
  for (const line of markdown.split('\n')) {
    const match = /^- `([^`]+)` ~ `([^`]+)`: (.+)$/.exec(line.trim());
    if (match) pairs.set(pairKey(match[1], match[2]), match[3]);
  }
  return pairs;
}

/** What jscpd's JSON report and the defences disagree on. */
export function compare(report, defences) {
  const found = new Map();
  for (const d of report.duplicates) {
    const key = pairKey(d.firstFile.name, d.secondFile.name);
    const blocks = found.get(key) ?? [];
    blocks.push(
      `${d.firstFile.name}:${d.firstFile.start}-${d.firstFile.end} ~ ${d.secondFile.name}:${d.secondFile.start}-${d.secondFile.end} (${d.tokens} tokens)`,
    );
    found.set(key, blocks);
  }
  return {
    undefended: [...found].filter(([key]) => !defences.has(key)).flatMap(([, blocks]) => blocks),
    stale: [...defences.keys()].filter((key) => !found.has(key)),
    percent: report.statistics.total.percentage,
  };
}

function main() {
  const config = JSON.parse(readFileSync(path.join(root, '.jscpd.json'), 'utf8'));
  const report = JSON.parse(readFileSync(path.join(root, config.output, 'jscpd-report.json'), 'utf8'));
  const { undefended, stale, percent } = compare(report, readDefences(readFileSync(path.join(root, DEFENCES), 'utf8')));
  const failures = [];
  if (percent > MAX_PERCENT) failures.push(`${percent}% of the lines are repeated; at most ${MAX_PERCENT}%.`);
  if (undefended.length > 0) {
    failures.push(`Repeated blocks no sentence in ${DEFENCES} defends (fold them into one place, or defend the pair there):\n  ${undefended.join('\n  ')}`);
  }
  if (stale.length > 0) failures.push(`Defended in ${DEFENCES} but no longer repeated (take the line out):\n  ${stale.join('\n  ')}`);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  console.log(`jscpd: ${report.duplicates.length} repeated blocks, ${percent}% of the lines, each pair defended in ${DEFENCES}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
