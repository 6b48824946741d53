// `npm install` runs this (package.json's prepare): it installs the pre-commit hook (package.json's
// simple-git-hooks entry, which runs lint-staged.config.mjs) in a git checkout of this repository,
// and does nothing where there is no checkout of its own (an image's build, an unpacked tarball: the
// hook would otherwise go into any repository above it) or no dev dependencies (npm install --omit=dev).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function simpleGitHooks() {
  try {
    return createRequire(import.meta.url).resolve('simple-git-hooks/cli.js');
  } catch {
    return null;
  }
}

const cli = existsSync(path.join(root, '.git')) ? simpleGitHooks() : null;
if (cli) spawnSync(process.execPath, [cli], { cwd: root, stdio: 'inherit' });
