// The pre-commit hook (package.json's simple-git-hooks, installed by `npm install`): Prettier and
// ESLint on the staged files only, a few seconds; `npm run check` and CI run the rest. It checks and
// never rewrites (package.json runs it with --no-stash --no-hide-partially-staged): nothing is
// stashed, hidden or changed behind the author's back, and the stash stays the author's own.
// Fix what it finds with `npx prettier --write <file>` and `npx eslint --fix <file>`; skip it once
// with `git commit --no-verify`.
const config = {
  '*.{ts,tsx,mjs,js}': ['prettier --check', 'eslint --no-warn-ignored'],
  '*.scss': 'prettier --check',
};

export default config;
