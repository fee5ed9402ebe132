// Size budgets, gzip level 9; fails above either. Run after `npm run build`.
// - The app's page (index.html: the dashboard, and any page the server does not draw): the JS and
//   CSS it loads up front (entry script, module preloads, stylesheets).
// - A public page the server draws (docs/decisions/032): the one script it runs before the person
//   reaches for the page, web/page-start.ts, which must stay a few lines.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 80 * 1024;
const root = 'dist/web';
const html = await readFile(path.join(root, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
if (refs.length === 0)
  throw new Error('no assets referenced by dist/web/index.html: run npm run build first');

let total = 0;
console.log('Home page, up-front JS+CSS (gzip -9):');
for (const ref of refs) {
  const data = await readFile(path.join(root, ref));
  const size = gzipSync(data, { level: 9 }).length;
  total += size;
  console.log(`  ${ref}  ${(size / 1024).toFixed(1)} KB`);
  if (/recharts|chart/i.test(path.basename(ref)) || data.includes('recharts')) {
    console.error(`  ${ref} carries the chart library: charts must load only inside the dashboard`);
    process.exitCode = 1;
  }
}
console.log(`  total ${(total / 1024).toFixed(1)} KB of ${BUDGET / 1024} KB`);
if (total > BUDGET) {
  console.error('Over budget.');
  process.exitCode = 1;
}

const PAGE_START_BUDGET = 2 * 1024;
const { serverDrawn } = JSON.parse(await readFile(path.join(root, 'route-preloads.json'), 'utf8'));
const pageStart = gzipSync(await readFile(path.join(root, serverDrawn.script)), {
  level: 9,
}).length;
console.log(
  `A page the server draws runs ${serverDrawn.script} alone until it is reached for: ${(pageStart / 1024).toFixed(1)} KB of ${PAGE_START_BUDGET / 1024} KB`,
);
if (pageStart > PAGE_START_BUDGET) {
  console.error('Over budget: the page start must stay small (it runs on every public page).');
  process.exitCode = 1;
}

const lazy = (await readdir(path.join(root, 'assets'))).filter(
  (f) => /\.(js|css)$/.test(f) && !refs.includes(`/assets/${f}`),
);
let lazyTotal = 0;
for (const f of lazy)
  lazyTotal += gzipSync(await readFile(path.join(root, 'assets', f)), { level: 9 }).length;
console.log(
  `Loaded on demand: ${lazy.length} chunks, ${(lazyTotal / 1024).toFixed(1)} KB gzip in all.`,
);
