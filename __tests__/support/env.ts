// Shared by the tests that need an environment variable of their own. The storefront reads its
// environment once (lib/settings/environment.ts): each change here makes it read it again.
import { forgetSettings } from '@/lib/settings/environment';

/** Sets each variable (undefined: unsets it), and has the settings read again. */
export function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forgetSettings();
}

/**
 * The variable holds `value` in each of this file's tests (set before each), and what it held
 * before once they are done, as other files in the same worker may read it.
 */
export function envForFile(name: string, value: string) {
  const saved = process.env[name];
  beforeEach(() => setEnv({ [name]: value }));
  afterAll(() => setEnv({ [name]: saved }));
}
