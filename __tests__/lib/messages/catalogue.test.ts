// The messages catalogue is the one home of what a buyer reads: it holds every text of spec
// sections 5 and 8, and no other source file writes one of its texts out again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as catalogue from '@/lib/messages/catalogue';

const ROOT = path.resolve(__dirname, '../../..');

/** Spec section 5's messages, verbatim. */
const SECTION_5 = [
  'Please fill in all fields.',
  'Passwords do not match.',
  'Password must be at least 6 characters.',
  'New passwords do not match.',
  'Password updated successfully!',
  'All fields are required.',
  "Thank you! We'll be in touch soon.",
  'Order not found. Please check your order number.',
];

/** Spec section 8's messages and its success messages, verbatim ('{product}' is a placeholder). */
const SECTION_8 = [
  'Serial number not found or invalid.',
  'Failed to load products',
  'Failed to fetch categories',
  'Failed to load categories',
  'Failed to add item to cart',
  'Failed to add to cart',
  'Registration failed',
  'Login failed',
  'Failed to send reset code',
  'Failed to send reset code.',
  'Invalid or expired code.',
  'Invalid or expired code',
  'Failed to reset password',
  'Subscription failed. Please try again.',
  'Failed to load profile.',
  'Failed to load transactions.',
  'Failed to load orders',
  'Failed to load tickets',
  'Failed to create ticket',
  'Failed to load product details',
  'Failed to load marketplace data',
  'Failed to load subcategories or products',
  'Failed to load shops',
  'Failed to fetch shop stats',
  'Failed to load stats',
  'Unable to load story.',
  'Checkout failed',
  'Thank you for subscribing!',
  'Registration successful! You can now login.',
  'Reset code sent! Please check your email for the reset code.',
  '"{product}" added to cart!',
  'Password reset! Redirecting to login...',
  'Ticket created successfully!',
  'Order placed successfully!',
  'Password updated successfully!',
];

/** Marks where a templated text takes its values, so a template elsewhere can be compared. */
const HOLE = '\u0000';

type Text = string | ((...values: never[]) => string);

function catalogueEntries(): { plain: Set<string>; shapes: Set<string> } {
  const plain = new Set<string>();
  const shapes = new Set<string>();
  for (const group of Object.values(catalogue) as Record<string, Text>[]) {
    for (const text of Object.values(group)) {
      if (typeof text === 'string') plain.add(text);
      else shapes.add((text as (...values: string[]) => string)(...Array<string>(text.length).fill(HOLE)));
    }
  }
  return { plain, shapes };
}

describe('the messages catalogue', () => {
  const { plain, shapes } = catalogueEntries();
  const holds = (text: string) => plain.has(text) || shapes.has(text.replaceAll('{product}', HOLE));

  it.each([...SECTION_5, ...SECTION_8])('holds the spec text %p', (text) => {
    expect(holds(text)).toBe(true);
  });

  it('fills its templates the way the spec words them', () => {
    expect(catalogue.CART_MESSAGES.added('Kiondo basket')).toBe('"Kiondo basket" added to cart!');
  });
});

/* ---------------------------------------------------------------- no second home */

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(): string[] {
  const out: string[] = ['proxy.ts'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (rel !== path.join('lib', 'messages')) walk(rel);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(dir);
  return out;
}

/** Every text a file writes out: string literals ('', "" and ``), templates (holes marked) and JSX text. */
function writtenTexts(file: string, source: string): { text: string; template: boolean }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: { text: string; template: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ text: node.text, template: false });
    else if (ts.isTemplateExpression(node)) {
      const shape = node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
      found.push({ text: shape, template: true });
    } else if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) found.push({ text, template: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The catalogue texts a file writes out itself instead of reading them from the catalogue. */
function copiesIn(file: string, source: string, plain: Set<string>, shapes: Set<string>): string[] {
  const copies: string[] = [];
  for (const { text, template } of writtenTexts(file, source)) {
    if (plain.has(text)) copies.push(text);
    // A template copies a templated text when it spells the text's whole shape (a prefix may differ).
    else if (template) for (const shape of shapes) if (text.includes(shape)) copies.push(shape.replaceAll(HOLE, '${…}'));
  }
  return copies;
}

describe('texts of the catalogue', () => {
  const { plain, shapes } = catalogueEntries();

  it('are written nowhere else in app/, components/, lib/ or proxy.ts', () => {
    const copies = sourceFiles().flatMap((file) =>
      copiesIn(file, readFileSync(path.join(ROOT, file), 'utf8'), plain, shapes).map((text) => `${file}: ${text}`),
    );
    expect(copies).toEqual([]);
  });

  it('are found in every quoting and in JSX, and a comment quoting one is not a copy', () => {
    const source = [
      "const a = 'Checkout failed';",
      'const b = "Failed to load orders";',
      'const c = `Unable to load story.`;',
      'const d = (name: string) => `${price} · "${name}" added to cart!`;',
      'const e = <p>\n  Failed to load profile.\n</p>;',
      "// 'Login failed' in a comment is not a second home.",
      'const f = \'If it says "Serial number not found or invalid.", look again.\';',
    ].join('\n');
    expect(copiesIn('example.tsx', source, plain, shapes)).toEqual([
      'Checkout failed',
      'Failed to load orders',
      'Unable to load story.',
      '"${…}" added to cart!',
      'Failed to load profile.',
    ]);
  });
});
