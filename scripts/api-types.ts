import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** Where the generated contract lives: the TypeScript types of every path, parameter and answer (the app's, and the SDK's copy). */
export const API_TYPES_FILES = ['common/api/schema.d.ts', 'sdk/schema.d.ts'];

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

// `npm run api:types`: from the document scripts/openapi.ts wrote.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = path.resolve(process.argv[2] ?? 'tmp/openapi.json');
  const document = JSON.parse(await readFile(source, 'utf8')) as object;
  const types = await apiTypesOf(document);
  for (const file of API_TYPES_FILES) await writeFile(file, types);
  console.log(`API types written to ${API_TYPES_FILES.join(' and ')}`);
}
