import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/**
 * schema.d.ts from a server's OpenAPI document: the same types the app's `npm run api:types`
 * writes (it calls apiTypesOf here), so that regenerating them from any server gives the file as
 * committed. `npx tsx generate.ts https://your-server/api/openapi.json` (or a saved document's
 * path) writes schema.d.ts beside this file.
 */
const HEADER = `/**
 * The API's contract as TypeScript types, generated from the OpenAPI document the server serves
 * (/api/openapi.json) by openapi-typescript. Do not edit: run \`npm run api:types\`. A test fails
 * when this file and the server disagree (server/plugins/api-types.test.ts).
 */

`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** The types file's text for an OpenAPI document (the same text whoever makes it). */
export async function apiTypesOf(document: object): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)), {
    alphabetize: true,
    // A file in a multipart body is a Blob (a File), not a string: a client sends it as one.
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return HEADER + astToString(ast);
}

/** The document at an http(s) address or in a file. */
export async function readDocument(source: string): Promise<object> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return (await response.json()) as object;
  }
  return JSON.parse(await readFile(path.resolve(source), 'utf8')) as object;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: npx tsx generate.ts https://your-server/api/openapi.json');
    process.exit(2);
  }
  const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'schema.d.ts');
  await writeFile(out, await apiTypesOf(await readDocument(source)));
  console.log(`API types written to ${out}`);
}
