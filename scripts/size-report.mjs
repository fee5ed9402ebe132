// Size budget of the home page: the JS and CSS that index.html loads up front (entry script,
// module preloads, stylesheets), gzip level 9. Fails above the budget. Run after `npm run build`.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 80 * 1024;
const root = 'dist/web';
const html = await readFile(path.join(root, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
if (refs.length === 0) throw new Error('no assets referenced by dist/web/index.html: run npm run build first');

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

const lazy = (await readdir(path.join(root, 'assets'))).filter((f) => /\.(js|css)$/.test(f) && !refs.includes(`/assets/${f}`));
let lazyTotal = 0;
for (const f of lazy) lazyTotal += gzipSync(await readFile(path.join(root, 'assets', f)), { level: 9 }).length;
console.log(`Loaded on demand: ${lazy.length} chunks, ${(lazyTotal / 1024).toFixed(1)} KB gzip in all.`);
