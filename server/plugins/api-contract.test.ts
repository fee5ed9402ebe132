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

/** A value of the schema's form (not necessarily one the server accepts): the first choice, the least number. */
function sample(schema: OpenAPIV3_1.SchemaObject | undefined): unknown {
  if (!schema) return 'x';
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = (schema.anyOf ?? schema.oneOf)?.find(
    (s) => (s as OpenAPIV3_1.SchemaObject).type !== 'null',
  );
  if (choice) return sample(choice as OpenAPIV3_1.SchemaObject);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [sample((schema as OpenAPIV3_1.ArraySchemaObject).items as OpenAPIV3_1.SchemaObject)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [
          k,
          sample(v as OpenAPIV3_1.SchemaObject),
        ]),
      );
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'email') return 'someone@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
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
  /** A value of the right form for each field. */
  values: Record<string, unknown>;
}

/** The operations with a body or a query that these tests cannot send, and why. */
const NOT_SENT: Record<string, string> = {};

function cases(): Case[] {
  const list: Case[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {}) as [
      string,
      OpenAPIV3_1.OperationObject,
    ][]) {
      if (!operation?.responses) continue;
      // Calls that need the identity cookie or the operator token cannot be reached as the owner.
      const security = operation.security ?? [];
      const parameters = (operation.parameters ?? []) as Parameter[];
      const unreachable =
        security.some((s) => 'operator' in s) ||
        (security.length === 1 && 'identitySession' in security[0]!);
      const multipart = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)
        ?.content?.['multipart/form-data'];
      if (unreachable || multipart) {
        if (operation.requestBody || parameters.some((p) => p.in === 'query')) {
          NOT_SENT[`${method.toUpperCase()} ${path}`] = unreachable
            ? 'identity cookie or operator token'
            : 'multipart body';
        }
        continue;
      }
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(pathValue(parameters.find((p) => p.name === name && p.in === 'path')!)),
      );
      const name = `${method.toUpperCase()} ${path}`;
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ]?.schema as OpenAPIV3_1.SchemaObject | undefined;
      if (body?.properties) {
        const required = body.required ?? [];
        const oneOf =
          !required.length && (body.minProperties ?? 0) > 0 ? Object.keys(body.properties) : [];
        const optional = Object.keys(body.properties).filter(
          (k) => !required.includes(k) && !oneOf.includes(k),
        );
        const values = sample(body) as Record<string, unknown>;
        list.push({ name, method, url, part: 'body', required, optional, oneOf, values });
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
          values: Object.fromEntries(query.map((p) => [p.name, sample(p.schema)])),
        });
      }
    }
  }
  return list;
}

describe('the statuses the server gives', () => {
  it('sign-in 401, sign-up 422, isAdmin 403, alerts 409 are documented (every answer the suite sees is checked on close: server/test/app.ts)', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(
        (doc.paths![path] as Record<string, OpenAPIV3_1.OperationObject>)[method]!.responses!,
      );
    expect(statuses('/api/auth/sign-in/email', 'post')).toContain('401');
    expect(statuses('/api/auth/sign-up/email', 'post')).toContain('422');
    expect(statuses('/api/admin/{email}', 'get')).toContain('403');
    expect(statuses('/api/blood-request/{id}/alerts', 'post')).toContain('409');
    expect(statuses('/api/divisions', 'get')).toContain('304');
    expect(doc.info.description).toMatch(/405[\s\S]*Allow/);
  });

  it('a status the document does not list for a call is found', async () => {
    const { undocumentedStatuses } = await import('../test/contract.ts');
    expect(
      undocumentedStatuses(doc, [
        'GET /api/admin/:email 403',
        'GET /api/divisions 200',
        'GET /api/divisions 418',
        'GET /api/no-such-route 500',
      ]),
    ).toEqual(['GET /api/divisions 418']);
  });
});

describe('what the document calls required', () => {
  it('finds the operations to try (bodies and queries)', () => {
    const all = cases();
    expect(all.filter((c) => c.part === 'body').length).toBeGreaterThan(20);
    expect(all.filter((c) => c.part === 'query').length).toBeGreaterThan(15);
  });

  it('leaves out only the calls an owner cannot make and the file uploads', () => {
    cases();
    expect(NOT_SENT).toEqual({
      'PUT /api/user/{email}': 'identity cookie or operator token',
      'POST /api/uploads/image': 'multipart body',
      'POST /api/import/donors/preview': 'multipart body',
      'POST /api/import/donors/confirm': 'multipart body',
      'POST /api/import/donors/errors': 'multipart body',
    });
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
      const answer = (res.statusCode === 400 ? res.json() : null) as {
        issues?: { field: string }[];
      } | null;
      const named = new Set(
        (res.statusCode === 400 ? (answer?.issues ?? []) : []).map((i) => i.field.split('.')[0]!),
      );
      for (const field of c.required)
        if (!named.has(field))
          wrong.push(
            `${c.name}: required ${c.part} ${field} is not refused when absent (${res.statusCode})`,
          );
      for (const field of c.optional)
        if (named.has(field))
          wrong.push(`${c.name}: optional ${c.part} ${field} is refused when absent`);
      if (c.oneOf.length && !c.oneOf.some((field) => named.has(field)))
        wrong.push(`${c.name}: none of ${c.oneOf.join(', ')} given, yet not refused`);
      if (!c.required.length && !c.oneOf.length && res.statusCode === 400 && answer?.issues) {
        wrong.push(`${c.name}: nothing required, yet ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each required field left out alone is named in the 400; each optional one left out alone is not', async () => {
    const wrong: string[] = [];
    const send = (c: Case, values: Record<string, unknown>) =>
      t.inject({
        method: c.method.toUpperCase() as 'GET',
        url:
          c.part === 'query'
            ? `${c.url}?${new URLSearchParams(values as Record<string, string>)}`
            : c.url,
        headers: { ...owner.headers, origin: 'http://localhost:3000' },
        ...(c.part === 'body' ? { payload: values } : {}),
      });
    let tried = 0;
    for (const c of cases()) {
      for (const field of [...c.required, ...c.optional]) {
        const { [field]: _left, ...rest } = c.values;
        const res = await send(c, rest);
        tried += 1;
        const issues =
          res.statusCode === 400
            ? ((res.json() as { issues?: { field: string }[] }).issues ?? [])
            : [];
        const named = issues.some((i) => i.field.split('.')[0] === field);
        if (c.required.includes(field) && !named)
          wrong.push(
            `${c.name}: required ${c.part} ${field} left out is not refused (${res.statusCode})`,
          );
        if (c.optional.includes(field) && named)
          wrong.push(`${c.name}: optional ${c.part} ${field} left out is refused`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('the file uploads: a form without its required file is refused naming it', async () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const operation = item?.post;
      const form = (operation?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
        'multipart/form-data'
      ]?.schema as OpenAPIV3_1.SchemaObject | undefined;
      if (!form) continue;
      const body = new FormData();
      for (const field of Object.keys(form.properties ?? {}))
        if (!form.required?.includes(field)) body.append(field, '{}');
      const res = await t.inject({
        method: 'POST',
        url: path,
        headers: owner.headers,
        payload: body,
      });
      const named = res.statusCode === 400 ? (res.json() as { field?: string }).field : undefined;
      for (const field of form.required ?? [])
        if (named !== field)
          wrong.push(`POST ${path}: ${field} left out answers ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
