import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import { OPENAPI_PATH } from './api-docs.ts';

/**
 * The document's "required" is what the server requires: for every operation with a JSON body or
 * a query, the call is sent with all of them absent. Every field the document calls required must
 * be named in the 400's issues; no field it calls optional may be (and with nothing required, no
 * validation 400 at all). Sent as the owner, so that no access check stands in front.
 */
let t: TestApp;
let owner: TestUser;
let doc: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await startTestApp();
  owner = await loginAs(t, 'owner');
  doc = (await t.inject({ url: OPENAPI_PATH })).json();
});
afterAll(() => t.close());

type Parameter = OpenAPIV3_1.ParameterObject & { schema?: OpenAPIV3_1.SchemaObject };

/** A value of the right form for a path parameter (a thing that does not exist). */
function pathValue(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.type === 'integer') return '999999';
  if (schema.enum) return String(schema.enum[0]);
  if (parameter.name === 'email') return owner.email;
  return '00000000-0000-4000-8000-000000000000';
}

interface Case {
  name: string;
  method: string;
  url: string;
  part: 'body' | 'query';
  required: string[];
  optional: string[];
  /** Fields of which at least one must be present (minProperties with nothing required). */
  oneOf: string[];
}

function cases(): Case[] {
  const list: Case[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {}) as [string, OpenAPIV3_1.OperationObject][]) {
      if (!operation?.responses) continue;
      // Calls that need the identity cookie or the operator token cannot be reached as the owner.
      const security = operation.security ?? [];
      if (security.some((s) => 'operator' in s) || (security.length === 1 && 'identitySession' in security[0]!)) continue;
      const parameters = (operation.parameters ?? []) as Parameter[];
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(pathValue(parameters.find((p) => p.name === name && p.in === 'path')!)),
      );
      const name = `${method.toUpperCase()} ${path}`;
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json']?.schema as
        | OpenAPIV3_1.SchemaObject
        | undefined;
      if (body?.properties) {
        const required = body.required ?? [];
        const oneOf = !required.length && (body.minProperties ?? 0) > 0 ? Object.keys(body.properties) : [];
        const optional = Object.keys(body.properties).filter((k) => !required.includes(k) && !oneOf.includes(k));
        list.push({ name, method, url, part: 'body', required, optional, oneOf });
      }
      const query = parameters.filter((p) => p.in === 'query');
      if (query.length) {
        list.push({
          name,
          method,
          url,
          part: 'query',
          required: query.filter((p) => p.required).map((p) => p.name),
          optional: query.filter((p) => !p.required).map((p) => p.name),
          oneOf: [],
        });
      }
    }
  }
  return list;
}

describe('what the document calls required', () => {
  it('finds the operations to try (bodies and queries)', () => {
    const all = cases();
    expect(all.filter((c) => c.part === 'body').length).toBeGreaterThan(20);
    expect(all.filter((c) => c.part === 'query').length).toBeGreaterThan(15);
  });

  it('is what the server refuses when absent, and nothing else', async () => {
    const wrong: string[] = [];
    for (const c of cases()) {
      const res = await t.inject({
        method: c.method.toUpperCase() as 'GET',
        url: c.url,
        headers: { ...owner.headers, origin: 'http://localhost:3000' },
        ...(c.part === 'body' ? { payload: {} } : {}),
      });
      const answer = (res.statusCode === 400 ? res.json() : null) as { issues?: { field: string }[] } | null;
      const named = new Set((res.statusCode === 400 ? (answer?.issues ?? []) : []).map((i) => i.field.split('.')[0]!));
      for (const field of c.required) if (!named.has(field)) wrong.push(`${c.name}: required ${c.part} ${field} is not refused when absent (${res.statusCode})`);
      for (const field of c.optional) if (named.has(field)) wrong.push(`${c.name}: optional ${c.part} ${field} is refused when absent`);
      if (c.oneOf.length && !c.oneOf.some((field) => named.has(field))) wrong.push(`${c.name}: none of ${c.oneOf.join(', ')} given, yet not refused`);
      if (!c.required.length && !c.oneOf.length && res.statusCode === 400 && answer?.issues) {
        wrong.push(`${c.name}: nothing required, yet ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
