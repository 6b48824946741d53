/** @jest-environment node */
// The folder table of the architecture, kept by the linter (eslint.config.mjs, eslint/house-rules.mjs):
// each rule refuses what it is for and lets the allowed forms pass.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** What ESLint, run as `npm run lint` runs it, says of `code` written at `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'],
    {
      cwd: ROOT,
      input: code,
      encoding: 'utf8',
    },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the house lint rules', () => {
  it('keep components away from the API client and client components away from server-only values', async () => {
    const found = await problems(
      'components/example/widget.tsx',
      "'use client';\nimport { getSession } from '@/lib/session/session';\nimport type { ProductDetail } from '@/lib/catalog/product';\nimport { fetchProductDetail } from '@/lib/upstream/product';\nexport const x = [getSession, fetchProductDetail] as unknown as ProductDetail;\n",
    );
    expect(found).toEqual([
      "house/no-server-only-in-client: '@/lib/session/session' is server-only: a client component may import its types, not its values",
      "house/no-token-in-client: '@/lib/session/session' holds the API token: a client module may not import it, not even its types",
      expect.stringMatching(/^no-restricted-imports: '@\/lib\/upstream\/product' import is restricted/),
      "house/no-server-only-in-client: '@/lib/upstream/product' is server-only: a client component may import its types, not its values",
      "house/no-token-in-client: '@/lib/upstream/product' holds the API token: a client module may not import it, not even its types",
    ]);
    // A server component may read the session.
    expect(await problems('components/example/panel.tsx', "import { getSession } from '@/lib/session/session';\nexport const y = getSession;\n")).toEqual([]);
  });

  it('let the API import only the contract and lib/format from the storefront’s tree', async () => {
    const found = await problems(
      'upstream/src/example.ts',
      [
        "import { summariseCart } from '../../contract/rules/pricing';",
        "import { formatKsh } from '../../lib/format/money';",
        "import { RETURNS_POLICY } from '../../lib/domain/returns-policy';",
        "import { toViewLine } from '../../lib/cart/view';",
        "import { tags } from '../../lib/catalog/tags';",
        "import { cookies } from 'next/headers';",
        'export const z = [summariseCart, formatKsh, RETURNS_POLICY, toViewLine, tags, cookies];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual(
      ['../../lib/domain/returns-policy', '../../lib/cart/view', '../../lib/catalog/tags', 'next/headers'].map((source) =>
        expect.stringContaining(`no-restricted-imports: '${source}' import is restricted`),
      ),
    );
  });

  it('keep the contract pure: zod, libphonenumber-js, sanitize-html, node:crypto and itself only', async () => {
    const allowed = [
      "import { z } from 'zod';",
      "import { parsePhoneNumberFromString } from 'libphonenumber-js/min';",
      "import { createHmac } from 'node:crypto';",
      "import { summariseCart } from './pricing';",
      "import type { Envelope } from '../api/envelope';",
    ];
    const refused = [
      "import { formatKsh } from '../../lib/format/money';",
      "import { useState } from 'react';",
      "import { notFound } from 'next/navigation';",
      "import 'server-only';",
      "import { paymentState } from '@/contract/rules/status';",
      "import { buildApp } from '../../upstream/src/app';",
      "import { Button } from '../../components/ui/button';",
    ];
    const found = await problems(
      'contract/rules/example.ts',
      [
        ...allowed,
        ...refused,
        'export type Used = Envelope;',
        'export const used = [z, parsePhoneNumberFromString, createHmac, summariseCart, formatKsh, useState, notFound, paymentState, buildApp, Button];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual(
      [
        '../../lib/format/money',
        'react',
        'next/navigation',
        'server-only',
        '@/contract/rules/status',
        '../../upstream/src/app',
        '../../components/ui/button',
      ].map(
        (source) =>
          `house/contract-is-pure: '${source}' is outside the contract: contract/ may import only zod, libphonenumber-js, sanitize-html, node:crypto and contract/ itself by relative path`,
      ),
    );
  });

  it('keep lib below the UI: no import from components or app', async () => {
    const found = await problems(
      'lib/example/brand-line.ts',
      "import { TrustStrip } from '@/components/landing/trust-strip';\nimport { metadata } from '@/app/layout';\nimport { SITE_NAME } from '@/lib/messages/brand';\nexport const w = [TrustStrip, metadata, SITE_NAME];\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^no-restricted-imports: '@\/components\/landing\/trust-strip' import is restricted/),
      expect.stringMatching(/^no-restricted-imports: '@\/app\/layout' import is restricted/),
    ]);
  });

  it('keep the API token out of client modules: no import of what holds it, not even a type, and never its name', async () => {
    const found = await problems(
      'app/example/badge.tsx',
      "'use client';\nimport type { UpstreamResult } from '@/lib/upstream/client';\nimport type { Session } from '@/lib/session/session';\nimport { pages } from '@/lib/routing/urls';\nexport const v = (s: { accessToken?: string }) => [pages, s] as unknown as [UpstreamResult<Session>];\n",
    );
    expect(found).toEqual([
      "house/no-token-in-client: '@/lib/upstream/client' holds the API token: a client module may not import it, not even its types",
      "house/no-token-in-client: '@/lib/session/session' holds the API token: a client module may not import it, not even its types",
      'house/no-token-in-client: a client module never names the API token (accessToken)',
    ]);
    // A server component may hold the token to call the API.
    expect(
      await problems(
        'app/example/panel.tsx',
        "import type { UpstreamResult } from '@/lib/upstream/client';\nexport const accessToken = (r: UpstreamResult<null>) => r;\n",
      ),
    ).toEqual([]);
  });

  it('have every route handler export its methods through route()', async () => {
    const other = (name: string) =>
      `house/handler-through-route: export every HTTP method of a route handler as \`export const ${name} = route({...})\` (lib/http/handler.ts)`;
    const hidden = 'house/handler-through-route: a route handler exports no method this way: write each as `export const X = route({...})`';
    const none = 'house/handler-through-route: this route handler exports no HTTP method through route()';
    const file = 'app/api/example/route.ts';
    const sorted = async (code: string) => (await problems(file, code)).sort();
    expect(
      await problems(
        file,
        "import { route } from '@/lib/http/handler';\nexport const dynamic = 'force-dynamic';\nexport const GET = route({ handle: async () => new Response() });\n",
      ),
    ).toEqual([]);
    expect(await sorted('export async function POST() {\n  return new Response();\n}\n')).toEqual([other('POST'), none].sort());
    expect(await sorted('export const GET = async () => new Response();\n')).toEqual([other('GET'), none].sort());
    expect(await sorted("declare const handler: () => Response;\nexport { handler as GET };\nexport * from './other';\n")).toEqual(
      [other('GET'), hidden, none].sort(),
    );
    expect(await sorted('declare const handlers: Record<string, () => Response>;\nexport const { GET } = handlers;\n')).toEqual([hidden, none].sort());
  });
});
