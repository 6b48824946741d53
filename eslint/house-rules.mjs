// The house's own lint rules (issue 25): what the folder table of the architecture promises, kept
// by a tool.
// - `no-server-only-in-client`: a 'use client' module never imports, as a value, a module that is
//   server-only (one that imports 'server-only', or next/headers): Next would refuse the build
//   later; this says so where the import is written. Type imports are erased and stay allowed.
// - `no-token-in-client`: a 'use client' module neither imports the server session or the API
//   client (not even their types) nor names the bearer token (security requirement 1).
// - `handler-through-route`: a route.ts exports its HTTP methods only as `export const X = route(`
//   (lib/http/handler.ts), so no handler skips the Origin, session, params and body checks.
// - `contract-is-pure` (issue 31): contract/ is the pure TypeScript both programs import, so it
//   imports only zod, libphonenumber-js, sanitize-html, node:crypto and itself (by relative path: the API has no @/
//   alias). A path is resolved before it is judged, so '../../lib/x' cannot pass for a neighbour.
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

/** What holds or hands out the bearer token: the server session and the API client. */
const TOKEN_HOLDERS = /^@\/lib\/(session\/(session|token|auth-options|liveness)|upstream\/)/;
const TOKEN_NAME = 'accessToken';

const noTokenInClient = {
  meta: {
    type: 'problem',
    docs: { description: "a 'use client' module imports nothing that holds the bearer token and never names it" },
    messages: {
      holder: "'{{source}}' holds the API token: a client module may not import it, not even its types",
      named: 'a client module never names the API token (accessToken)',
    },
    schema: [],
  },
  create(context) {
    let client = false;
    const checkSource = (node) => {
      if (client && node.source && TOKEN_HOLDERS.test(node.source.value)) context.report({ node, messageId: 'holder', data: { source: node.source.value } });
    };
    const checkName = (node, name) => {
      if (client && typeof name === 'string' && name.includes(TOKEN_NAME)) context.report({ node, messageId: 'named' });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      Identifier: (node) => checkName(node, node.name),
      JSXIdentifier: (node) => checkName(node, node.name),
      Literal: (node) => checkName(node, node.value),
      TemplateElement: (node) => checkName(node, node.value.cooked),
    };
  },
};

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const handlerThroughRoute = {
  meta: {
    type: 'problem',
    docs: { description: 'a route handler exports each HTTP method as `export const X = route(...)`' },
    messages: {
      other: 'export every HTTP method of a route handler as `export const {{name}} = route({...})` (lib/http/handler.ts)',
      hidden: 'a route handler exports no method this way: write each as `export const X = route({...})`',
      none: 'this route handler exports no HTTP method through route()',
    },
    schema: [],
  },
  create(context) {
    let throughRoute = 0;
    const viaRoute = (declarator) =>
      declarator.init?.type === 'CallExpression' && declarator.init.callee.type === 'Identifier' && declarator.init.callee.name === 'route';
    return {
      ExportNamedDeclaration(node) {
        const { declaration } = node;
        if (declaration?.type === 'FunctionDeclaration' && HTTP_METHODS.has(declaration.id?.name)) {
          context.report({ node, messageId: 'other', data: { name: declaration.id.name } });
        }
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations) {
            if (declarator.id.type !== 'Identifier') context.report({ node, messageId: 'hidden' });
            else if (!HTTP_METHODS.has(declarator.id.name)) continue;
            else if (declaration.kind === 'const' && viaRoute(declarator)) throughRoute += 1;
            else context.report({ node, messageId: 'other', data: { name: declarator.id.name } });
          }
        }
        for (const specifier of node.specifiers ?? []) {
          const name = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
          if (HTTP_METHODS.has(name)) context.report({ node, messageId: 'other', data: { name } });
        }
      },
      // Either could bring methods in unseen (Next ignores a default export: no way to write a handler).
      ExportAllDeclaration: (node) => context.report({ node, messageId: 'hidden' }),
      ExportDefaultDeclaration: (node) => context.report({ node, messageId: 'hidden' }),
      'Program:exit'(program) {
        if (throughRoute === 0) context.report({ node: program, messageId: 'none' });
      },
    };
  },
};

const CONTRACT_DIR = path.join(ROOT, 'contract');
const CONTRACT_PACKAGES = /^(?:(?:zod|libphonenumber-js)(?:\/.*)?|sanitize-html|node:crypto)$/;

const contractIsPure = {
  meta: {
    type: 'problem',
    docs: { description: 'contract/ imports only zod, libphonenumber-js, sanitize-html, node:crypto and itself' },
    messages: {
      outside:
        "'{{source}}' is outside the contract: contract/ may import only zod, libphonenumber-js, sanitize-html, node:crypto and contract/ itself by relative path",
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

export const housePlugin = {
  rules: {
    'no-server-only-in-client': noServerOnlyInClient,
    'no-token-in-client': noTokenInClient,
    'handler-through-route': handlerThroughRoute,
    'contract-is-pure': contractIsPure,
  },
};
