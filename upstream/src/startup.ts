// Why the API could not start, as one line an operator can act on (issue 25): a setting that is
// wrong or missing, a database it cannot reach or use, a port it cannot listen on. Anything else is
// a defect of ours and keeps its stack.

/** A setting that is missing or wrong: its message is the whole story. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

interface StartContext {
  databaseUrl?: string;
  host: string;
  port: number;
}

type Coded = Error & { code?: string; syscall?: string; cause?: unknown };

/** The error and the causes it wraps (drizzle wraps the driver's), outermost first. */
function chain(error: unknown): Coded[] {
  const found: Coded[] = [];
  let current: unknown = error;
  // By shape, not instanceof: an error may come from another realm (a test's VM context).
  while (typeof current === 'object' && current !== null && 'message' in current && found.length < 5) {
    found.push(current as Coded);
    current = (current as Coded).cause;
  }
  return found;
}

/** A database URL fit to print: the password replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

const DATABASE_CODES: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there',
  ENOTFOUND: 'its host name is unknown',
  EAI_AGAIN: 'its host name could not be looked up',
  ETIMEDOUT: 'it did not answer in time',
  ECONNRESET: 'it closed the connection',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
  ERR_INVALID_URL: 'it is not a valid URL',
};

/** The one line for a failure we can explain, or null for a defect (which keeps its stack). */
export function describeStartupFailure(error: unknown, context: StartContext): string | null {
  const errors = chain(error);
  const config = errors.find((e) => e.name === 'ConfigError');
  if (config) return config.message;
  const listen = errors.find((e) => e.syscall === 'listen');
  if (listen?.code === 'EADDRINUSE') return `port ${context.port} on ${context.host} is already in use: stop what holds it or set API_PORT to another port`;
  if (listen?.code === 'EACCES') return `port ${context.port} on ${context.host} may not be opened by this user: set API_PORT to a port above 1023`;
  if (listen) return `cannot listen on ${context.host}:${context.port} (${listen.code ?? listen.message})`;
  if (context.databaseUrl) {
    const known = errors.find((e) => e.code && DATABASE_CODES[e.code]);
    if (known) return `cannot use the database at DATABASE_URL=${redactUrl(context.databaseUrl)}: ${DATABASE_CODES[known.code!]}`;
    if (errors.some((e) => /invalid url|connection string/i.test(e.message))) {
      return `cannot use the database at DATABASE_URL=${redactUrl(context.databaseUrl)}: it is not a valid postgres:// URL`;
    }
  }
  return null;
}
