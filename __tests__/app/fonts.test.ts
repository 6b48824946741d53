// The two font files are cut down by scripts/subset-fonts.mjs to the weights our stylesheets use.
// A stylesheet asking for a weight outside the files' range would get the nearest one instead
// (a 300 shown at 400, an 800 at 700): these tests keep the files and the stylesheets in step.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

function scssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return scssFiles(full);
    return name.endsWith('.scss') ? [full] : [];
  });
}

describe('the storefront fonts', () => {
  it('are the files scripts/subset-fonts.mjs makes from the fontsource packages', () => {
    // Exits 1 (and execFileSync throws) when a committed file differs from the script's output.
    const out = execFileSync(process.execPath, [path.join(root, 'scripts', 'subset-fonts.mjs'), '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/inter-latin-400-700\.woff2: up to date/);
    expect(out).toMatch(/fraunces-latin-400-700\.woff2: up to date/);
  });

  it('cover every font weight the stylesheets ask for (400 to 700)', () => {
    const weights = new Set<string>();
    for (const file of ['app', 'components', 'styles'].flatMap((d) => scssFiles(path.join(root, d)))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;]+);/g)) weights.add(match[1].trim());
    }
    expect(weights.size).toBeGreaterThan(0);
    for (const weight of weights) {
      const value = { normal: 400, bold: 700 }[weight] ?? Number(weight);
      expect({ weight, inRange: value >= 400 && value <= 700 }).toEqual({ weight, inRange: true });
    }
  });

  it('are what app/fonts.ts loads, with the weight range the files have', () => {
    const source = readFileSync(path.join(root, 'app', 'fonts.ts'), 'utf8');
    expect(source).toContain("src: '../styles/fonts/inter-latin-400-700.woff2'");
    expect(source).toContain("src: '../styles/fonts/fraunces-latin-400-700.woff2'");
    expect(source.match(/weight: '400 700'/g)).toHaveLength(2);
  });
});
