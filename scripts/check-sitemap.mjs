#!/usr/bin/env node
// Reads a running storefront's sitemap as a crawler would and checks it: /sitemap.xml is one
// <urlset> of at most 50,000 URLs, or a <sitemapindex> whose every file answers 200 with one; every
// file is well-formed XML in the sitemaps namespace; every URL is listed once, with a lastmod but
// for the four pages of text. Prints what it found; exits 1 on a fault.
//
//   node scripts/check-sitemap.mjs http://localhost:3000
// With the 100,000-product seed (npm run db:seed -- --products 100000 --reset) the index has three
// files: 50,000, 50,000 and the rest (issue 24).
import { SaxesParser } from 'saxes';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const MAX_URLS = 50_000;
const TEXT_PAGES = new Set(['/about', '/faq', '/contact', '/newsletter']);
const faults = [];

function parse(xml, where) {
  const parser = new SaxesParser({ xmlns: true });
  let root = null;
  const entries = [];
  let entry = null;
  let field = null;
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag.local;
      if (tag.uri !== NAMESPACE) faults.push(`${where}: root element not in ${NAMESPACE}`);
    } else if (tag.local === 'url' || tag.local === 'sitemap') entry = {};
    else if (entry) field = tag.local;
  });
  parser.on('text', (text) => {
    if (entry && field) entry[field] = (entry[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'url' || tag.local === 'sitemap') {
      entries.push(entry);
      entry = null;
    } else field = null;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    faults.push(`${where}: not well-formed XML (${error.message})`);
  }
  return { root, entries };
}

async function read(url) {
  const started = Date.now();
  const response = await fetch(url);
  const xml = await response.text();
  if (response.status !== 200) faults.push(`${url}: ${response.status}`);
  return { xml, ms: Date.now() - started };
}

const locs = new Map();
function checkUrlset(set, where) {
  if (set.root !== 'urlset') faults.push(`${where}: <${set.root}>, not <urlset>`);
  if (set.entries.length > MAX_URLS) faults.push(`${where}: ${set.entries.length} URLs, more than ${MAX_URLS}`);
  for (const url of set.entries) {
    if (!url.loc) faults.push(`${where}: a <url> without <loc>`);
    else {
      locs.set(url.loc, (locs.get(url.loc) ?? 0) + 1);
      if (!url.lastmod && !TEXT_PAGES.has(new URL(url.loc).pathname)) faults.push(`${where}: ${url.loc} without <lastmod>`);
    }
  }
}

const root = await read(`${base}/sitemap.xml`);
const top = parse(root.xml, '/sitemap.xml');
console.log(`/sitemap.xml: <${top.root}> of ${top.entries.length} entries (${root.ms} ms)`);
if (top.root === 'sitemapindex') {
  for (const file of top.entries) {
    // The index names the public address; read each file from the storefront checked.
    const address = base + new URL(file.loc).pathname;
    const got = await read(address);
    const set = parse(got.xml, address);
    checkUrlset(set, address);
    console.log(`${new URL(file.loc).pathname}: ${set.entries.length} URLs, lastmod ${file.lastmod ?? '(none)'} (${got.ms} ms)`);
  }
} else checkUrlset(top, '/sitemap.xml');

const repeated = [...locs].filter(([, n]) => n > 1).length;
if (repeated > 0) faults.push(`${repeated} URLs listed more than once`);
const products = [...locs.keys()].filter((loc) => /\/product\/\d+$/.test(new URL(loc).pathname)).length;
console.log(`${locs.size} distinct URLs, ${products} products`);
for (const fault of faults.slice(0, 20)) console.error(`fault: ${fault}`);
if (faults.length > 0) {
  console.error(`${faults.length} faults`);
  process.exitCode = 1;
}
