#!/usr/bin/env node
// Makes the two font files the storefront serves (styles/fonts/) from the @fontsource-variable
// packages' Latin files, keeping only what our pages use:
//   - the same characters as fontsource's Latin subset (every page's text keeps to Latin-1,
//     docs/decisions/007-latin-1-page-text.md; a character outside it falls back to the system font,
//     as it did before);
//   - the weight axis cut to the weights the stylesheets ask for (Inter 400-700, Fraunces 400-700);
//   - the OpenType features that change how our text looks (kerning, ligatures, contextual forms,
//     marks, tabular and lining figures for prices); Inter's many stylistic alternates go.
// The two files were 82.9 KB and are now 58.7 KB. A phone fetches both before it shows text in
// them; on a slow network they are the largest downloads after the scripts.
//
//   node scripts/subset-fonts.mjs          # write styles/fonts/*.woff2
//   node scripts/subset-fonts.mjs --check  # exit 1 unless the committed files are what it makes
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

// fontsource's "latin" unicode-range.
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const text = LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .filter((c) => c >= ' ')
  .join('');
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'tnum', 'lnum', 'pnum'];

const FONTS = [
  { from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', to: 'styles/fonts/inter-latin-400-700.woff2', weights: { min: 400, max: 700 } },
  {
    from: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    to: 'styles/fonts/fraunces-latin-400-700.woff2',
    weights: { min: 400, max: 700 },
  },
];

let stale = false;
for (const font of FONTS) {
  const source = readFileSync(path.join(root, 'node_modules', font.from));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES, variationAxes: { wght: font.weights } });
  const target = path.join(root, font.to);
  if (check) {
    const same = existsSync(target) && Buffer.compare(readFileSync(target), subset) === 0;
    if (!same) stale = true;
    console.log(`${font.to}: ${same ? 'up to date' : 'differs from what this script makes'}`);
  } else {
    writeFileSync(target, subset);
    console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
  }
}
if (stale) process.exit(1);
