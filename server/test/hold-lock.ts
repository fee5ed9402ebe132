// Test helper run as its own process: takes DATA_DIR's lock, says so, and waits to be killed.
import { lockDataDir } from '../ops/data-dir.ts';

await lockDataDir(process.env.DATA_DIR ?? '');
console.log('locked');
setInterval(() => undefined, 60_000);
