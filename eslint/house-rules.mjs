// The house's own lint rules (issue 25): what the folder table of the architecture promises, kept
// by a tool. `no-server-only-in-client`: a 'use client' module never imports, as a value, a module
// that is server-only (one that imports 'server-only', or next/headers): Next would refuse the build
// later; this says so where the import is written. Type imports are erased and stay allowed.
// `contract-is-pure` (issue 31): contract/ is the pure TypeScript both programs import, so it
// imports only zod, libphonenumber-js, node:crypto and itself (by relative path: the API has no @/
// alias). A path is resolved before it is judged, so '../../lib/x' cannot pass for a neighbour.
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

const CONTRACT_DIR = path.join(ROOT, 'contract');
const CONTRACT_PACKAGES = /^(?:(?:zod|libphonenumber-js)(?:\/.*)?|node:crypto)$/;

const contractIsPure = {
  meta: {
    type: 'problem',
    docs: { description: 'contract/ imports only zod, libphonenumber-js, node:crypto and itself' },
    messages: {
      outside: "'{{source}}' is outside the contract: contract/ may import only zod, libphonenumber-js, node:crypto and contract/ itself by relative path",
    },
    schema: [],
  },
  create(context) {
    const importer = path.resolve(context.cwd, context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || CONTRACT_PACKAGES.test(source)) return;
      const inside = source.startsWith('.') && path.resolve(path.dirname(importer), source).startsWith(CONTRACT_DIR + path.sep);
      if (!inside) context.report({ node, messageId: 'outside', data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const housePlugin = { rules: { 'no-server-only-in-client': noServerOnlyInClient, 'contract-is-pure': contractIsPure } };
