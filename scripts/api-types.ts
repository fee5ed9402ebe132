import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiTypesOf } from '../sdk/generate.ts';

export { apiTypesOf };

/** Where the generated contract lives: the TypeScript types of every path, parameter and answer (the app's, and the SDK's copy). */
export const API_TYPES_FILES = ['common/api/schema.d.ts', 'sdk/schema.d.ts'];

// `npm run api:types`: from the document scripts/openapi.ts wrote.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = path.resolve(process.argv[2] ?? 'tmp/openapi.json');
  const document = JSON.parse(await readFile(source, 'utf8')) as object;
  const types = await apiTypesOf(document);
  for (const file of API_TYPES_FILES) await writeFile(file, types);
  console.log(`API types written to ${API_TYPES_FILES.join(' and ')}`);
}
