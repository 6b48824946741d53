// The house's own lint rules (issue 25): what the folder table of the architecture promises, kept
// by a tool. `no-server-only-in-client`: a 'use client' module never imports, as a value, a module
// that is server-only (one that imports 'server-only', or next/headers): Next would refuse the build
// later; this says so where the import is written. Type imports are erased and stay allowed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SERVER_ONLY_PACKAGES = new Set(['server-only', 'next/headers']);
const serverOnlyFiles = new Map();

function resolveFile(specifier, importer) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  if (existsSync(base) && !base.endsWith('/')) {
    try {
      readFileSync(base);
      return base;
    } catch {
      // a folder: try its index below
    }
  }
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

function isServerOnly(file) {
  if (!serverOnlyFiles.has(file)) serverOnlyFiles.set(file, /^import ['"]server-only['"];?$/m.test(readFileSync(file, 'utf8')));
  return serverOnlyFiles.get(file);
}

const isClientModule = (program) => program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');

const noServerOnlyInClient = {
  meta: {
    type: 'problem',
    docs: { description: "a 'use client' module imports no server-only module as a value" },
    messages: { serverOnly: "'{{source}}' is server-only: a client component may import its types, not its values" },
    schema: [],
  },
  create(context) {
    let client = false;
    const check = (node) => {
      if (!client || node.importKind === 'type' || !node.source) return;
      if (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
      const source = node.source.value;
      const file = SERVER_ONLY_PACKAGES.has(source) ? null : resolveFile(source, context.filename);
      if (SERVER_ONLY_PACKAGES.has(source) || (file && isServerOnly(file))) context.report({ node, messageId: 'serverOnly', data: { source } });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const housePlugin = { rules: { 'no-server-only-in-client': noServerOnlyInClient } };
