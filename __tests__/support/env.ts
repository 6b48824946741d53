// Shared by the tests that need an environment variable of their own.

/**
 * The variable holds `value` in each of this file's tests (set before each), and what it held
 * before once they are done, as other files in the same worker may read it.
 */
export function envForFile(name: string, value: string) {
  const saved = process.env[name];
  beforeEach(() => {
    process.env[name] = value;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  });
}
