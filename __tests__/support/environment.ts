// Runs before each test file's modules load (jest's setupFiles): modules that read the storefront's
// settings as they load (lib/settings/environment.ts parses them once) find the test API's address.
// A file that needs another setting changes it with setEnv (./env.ts), which has it read again.
process.env.UPSTREAM_API_URL = 'http://upstream.test';
