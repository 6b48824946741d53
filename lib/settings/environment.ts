// The storefront's settings: every environment variable it reads, parsed once with zod when the
// server starts (instrumentation.ts), so a wrong or missing one stops it at once, with one line
// saying which and why, instead of failing a request an hour later. Nothing else in app/, lib/,
// components/ or proxy.ts reads process.env (eslint.config.mjs keeps it so).
// `next build` needs no secrets (an image holds none): while Next builds, the secrets a running
// server must have fall back to development values, as they do outside production.
import 'server-only';
import { z } from 'zod';

/** One or more settings are wrong or missing; each problem is one line naming the setting. */
export class SettingsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('; '));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

const DEVELOPMENT = {
  publicUrl: 'http://localhost:3000',
  apiPort: 4000,
  authSecret: 'development-only-auth-secret-change-me',
  sealSecret: 'development-only-cart-secret-0123456789abcdef',
  cacheKeyPrefix: 'crafts',
};
/** iron-session refuses a shorter password. */
const SEAL_SECRET_MIN_LENGTH = 32;

const parsesAs = (protocols: string[]) => (value: string) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isHttpUrl = parsesAs(['http:', 'https:']);
const isPort = (value: string) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535;

// An empty variable (`FOO=` in a compose file) counts as unset.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = (name: string, what: string) =>
  optional(z.string().refine(isHttpUrl, { error: (issue) => `${name} must be ${what}, got ${String(issue.input)}` }));

const secret = optional(z.string());

const environmentSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: (issue) => `NODE_ENV must be development, production or test, got ${String(issue.input)}` }),
  ),
  // Set by Next while `next build` runs; no server runs then.
  NEXT_PHASE: optional(z.string()),
  UPSTREAM_API_URL: httpUrl('UPSTREAM_API_URL', "the marketplace API's http(s) address (http://127.0.0.1:4000)"),
  API_PORT: optional(
    z
      .string()
      .refine(isPort, { error: (issue) => `API_PORT must be a port number, got ${String(issue.input)}` })
      .transform(Number),
  ),
  NEXTAUTH_URL: httpUrl('NEXTAUTH_URL', "the site's public http(s) address (https://shop.example)"),
  SITE_URL: httpUrl('SITE_URL', "the site's canonical http(s) address (https://shop.example)"),
  AUTH_SECRET: secret,
  NEXTAUTH_SECRET: secret,
  CART_SECRET: optional(
    z.string().min(SEAL_SECRET_MIN_LENGTH, {
      error: (issue) =>
        `CART_SECRET must be at least ${SEAL_SECRET_MIN_LENGTH} characters long (it seals the cart cookie), got ${String((issue.input as string).length)}`,
    }),
  ),
  REVALIDATE_SECRET: secret,
  // Not echoed when wrong: a Redis URL may carry a password.
  REDIS_URL: optional(z.string().refine(parsesAs(['redis:', 'rediss:']), { error: 'REDIS_URL must be a redis:// or rediss:// URL' })),
  CACHE_KEY_PREFIX: optional(z.string()),
});

/** The secrets a production server cannot run without (each by its names), and what each is for. */
const REQUIRED_IN_PRODUCTION: [string[], string][] = [
  [['AUTH_SECRET', 'NEXTAUTH_SECRET'], 'it seals the session cookie'],
  [['CART_SECRET'], 'it seals the cart and reset-flow cookies'],
  [['REVALIDATE_SECRET'], "it checks the API's signed change notices"],
];

export interface StorefrontSettings {
  /** `next build` is running (no server, no secrets needed). */
  building: boolean;
  /** The marketplace API's base URL, without a trailing slash. */
  upstreamUrl: string;
  /** The public address the site is served on (NEXTAUTH_URL; next-auth builds its URLs on it); null when unset. */
  publicUrl: URL | null;
  /** The address canonical URLs, Open Graph, JSON-LD and the sitemap use (SITE_URL, else publicUrl), no trailing slash. */
  canonicalUrl: string;
  /**
   * The one rule for every cookie's Secure flag: Secure when the site is served over HTTPS
   * (NEXTAUTH_URL; unset, it is the development address http://localhost:3000),
   * whatever NODE_ENV says. A production site on plain HTTP (a shop's LAN box) must still get its
   * cookies back, and an HTTPS one never sends them in the clear.
   */
  secureCookies: boolean;
  /** Seals next-auth's session cookie (AUTH_SECRET, or next-auth's own name NEXTAUTH_SECRET). */
  authSecret: string;
  /** Seals the iron-session cookies: the cart, the reset flow, the known device (CART_SECRET). */
  sealSecret: string;
  /** Checks the API's signed change notices; null outside production when unset (every notice is refused). */
  revalidateSecret: string | null;
  /** Redis shared by every instance (caches, broadcasts); null for one instance alone. */
  redisUrl: string | null;
  /** What this deployment's Redis keys and channels start with. */
  cacheKeyPrefix: string;
}

type Environment = Record<string, string | undefined>;

/** The settings in `env`, or a SettingsError listing every setting that is wrong or missing. */
export function readSettings(env: Environment): StorefrontSettings {
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const building = env.NEXT_PHASE === 'phase-production-build';
  // A running production server must have its secrets; a build and a development server need none.
  if (env.NODE_ENV === 'production' && !building) {
    for (const [names, why] of REQUIRED_IN_PRODUCTION) {
      if (!names.some((name) => env[name])) problems.push(`${names[0]} is required in production (${why})`);
    }
  }
  if (!parsed.success || problems.length) throw new SettingsError(problems);
  const values = parsed.data;
  const authSecret = values.AUTH_SECRET ?? values.NEXTAUTH_SECRET;

  const publicUrl = values.NEXTAUTH_URL ? new URL(values.NEXTAUTH_URL) : null;
  const upstreamUrl = values.UPSTREAM_API_URL ?? `http://127.0.0.1:${values.API_PORT ?? DEVELOPMENT.apiPort}`;
  return {
    building,
    upstreamUrl: upstreamUrl.replace(/\/+$/, ''),
    publicUrl,
    canonicalUrl: (values.SITE_URL ?? values.NEXTAUTH_URL ?? DEVELOPMENT.publicUrl).replace(/\/+$/, ''),
    secureCookies: publicUrl?.protocol === 'https:',
    authSecret: authSecret ?? DEVELOPMENT.authSecret,
    sealSecret: values.CART_SECRET ?? DEVELOPMENT.sealSecret,
    revalidateSecret: values.REVALIDATE_SECRET ?? null,
    redisUrl: values.REDIS_URL ?? null,
    cacheKeyPrefix: values.CACHE_KEY_PREFIX ?? DEVELOPMENT.cacheKeyPrefix,
  };
}

let current: StorefrontSettings | undefined;

/** The storefront's settings, parsed from the environment on first use (at start: instrumentation.ts). */
export function settings(): StorefrontSettings {
  current ??= readSettings(process.env);
  return current;
}

/** For tests that change the environment: the next settings() reads it again. */
export function forgetSettings(): void {
  current = undefined;
}
