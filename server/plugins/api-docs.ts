import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z, type ZodType } from 'zod';
import { errorAnswer } from '../../common/schemas/answers.ts';
import { MAX_PAGE_SIZE } from '../../common/constants.ts';
import { importOptions } from '../../common/schemas/imports.ts';
import { anyone, type Access } from '../policy.ts';
import { TAGS, type RouteFacts } from '../route-facts.ts';

/** Where the reference lives: the document and a page to read it, both from this server. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The identity session's cookie (better-auth's name; `__Secure-` in front on https). */
const SESSION_COOKIE = 'better-auth.session_token';

const WHO: Record<Access['who'], string> = {
  anyone: 'Anyone (no sign-in).',
  identity:
    'A signed-in identity session (the cookie from /api/auth), before the access token exists.',
  signedIn: 'Any signed-in user (Bearer access token).',
  admin: 'Admins and super admins (Bearer access token).',
  superAdmin: 'Super admins only (Bearer access token).',
  operator:
    'The local operator only (the x-operator-token header the running server writes into its data folder).',
};

/** The calls that read the identity session's cookie when there is one (and answer without it too). */
const OPTIONAL_SESSION = new Set([
  'PUT /api/token',
  'POST /api/auth/sign-out',
  'GET /api/auth/get-session',
]);

const ORIGIN_RULE =
  'A POST to /api/auth that carries a cookie (sign-out; any call from a client that keeps cookies) must also carry ' +
  'an `Origin` (or `Referer`) header naming this server (its PUBLIC_URL) or an origin listed in CORS_ORIGINS; ' +
  'browsers send it themselves, other clients should always add it. Without it the identity service answers 403 ' +
  '(code FORBIDDEN, identityCode MISSING_OR_NULL_ORIGIN), with another origin 403 INVALID_ORIGIN; a `callbackURL` ' +
  'must be on one of those origins too (403 INVALID_CALLBACK_URL).';

/** The Origin header, as a parameter of the identity service's POST calls (see ORIGIN_RULE). */
const ORIGIN_HEADER: OpenAPIV3_1.ParameterObject = {
  in: 'header',
  name: 'Origin',
  required: false,
  description:
    "This server's address (PUBLIC_URL) or an origin in CORS_ORIGINS; needed when a cookie is sent.",
  schema: { type: 'string' },
};

/** Every error status the API uses, each answered with the one error body. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Bad input: `code` VALIDATION (or a named code), `field` names the input at fault, `issues` lists every bad input.',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid access token (or session): `code` UNAUTHORIZED.',
  },
  403: {
    name: 'Forbidden',
    description: 'The caller may not: `code` FORBIDDEN or a named refusal.',
  },
  404: {
    name: 'NotFound',
    description: 'The thing the path names does not exist (or is archived): `code` NOT_FOUND.',
  },
  409: {
    name: 'Conflict',
    description: 'It clashes with what exists (taken, closed, already done); `code` says which.',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than this call takes.' },
  415: {
    name: 'UnsupportedMediaType',
    description: "The body's Content-Type is not the one this call takes.",
  },
  422: {
    name: 'Unprocessable',
    description:
      'The identity service refuses the account: `code` USER_ALREADY_EXISTS (the email has an account), or another code naming why.',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Too many calls from this address (or wrong passwords for this account); on a public write or a sign-up, from this ' +
      'address, this device (`X-Device-Id`), or naming this phone number or email address, as `limitedBy` says. Wait `Retry-After` seconds.',
  },
  500: {
    name: 'InternalError',
    description: 'Something went wrong on the server: `code` INTERNAL.',
  },
};

/** The headers a rate-limited call answers with (RateLimit-*: the limit closest to being reached). */
const RATE_LIMIT_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  'RateLimit-Limit': {
    description: 'The requests the limit allows in its window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'The requests left in the window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window starts again.',
    schema: { type: 'integer' },
  },
};
const RETRY_AFTER: OpenAPIV3_1.HeaderObject = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer' },
};

/** The header parameters of the public writes and creates (docs/decisions/055). */
const DEVICE_HEADER: OpenAPIV3_1.ParameterObject = {
  in: 'header',
  name: 'X-Device-Id',
  required: false,
  description:
    'A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. ' +
    'Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
};
const IDEMPOTENCY_KEY: OpenAPIV3_1.ParameterObject = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'A new random key (a UUID) per create, sent again with a retry: within 24 hours the same key and body get the ' +
    'first answer (with `Idempotent-Replayed: true`) and nothing is created again; the same key with another body ' +
    'is refused with 409 (`field` Idempotency-Key). A second request while the first is being answered waits for it.',
  schema: { type: 'string', minLength: 8, maxLength: 255 },
};

/**
 * Statuses a call answers beyond those its access and input imply: the identity service's own
 * refusals, and checks a route makes itself. The contract test holds every answer the test suite
 * sees against the document (server/test/app.ts), so a status missing here fails there.
 */
const MORE_STATUSES: Record<string, number[]> = {
  // A wrong email or password; 404 when the path is spelt another way the identity service does
  // not know (a trailing slash, an escaped letter).
  'POST /api/auth/sign-in/email': [401, 404],
  // The email already has an account.
  'POST /api/auth/sign-up/email': [422],
  // Asking about someone else's email without being an admin.
  'GET /api/admin/:email': [403],
  // The request is done or cancelled, or nobody may be alerted.
  'POST /api/blood-request/:id/alerts': [409],
  // The code is wrong, or the caller is not signed in with the owner's address.
  'POST /api/owner/claim': [403],
  // The donor's own calls that clash with what exists: a donation already recorded on that date,
  // a number change already waiting, push chosen before this phone subscribed.
  'POST /api/donor-link/:token/donations': [409],
  'POST /api/donor-link/:token/phone-change': [409],
  'PUT /api/donor-link/:token/channels': [409],
  // The parent unit named does not exist, or the caller may not see it.
  'POST /api/units': [404],
  // The import job named does not exist.
  'POST /api/donors/invitations': [404],
  'GET /api/donors/invitations/progress': [404],
  // The unit filter names a unit the caller may not see (or none).
  'GET /api/dashboard/counts': [404],
  'GET /api/dashboard/analytics': [404],
  'GET /api/audit': [404],
};

/**
 * GETs that answer with an ETag and take If-None-Match (304 when unchanged): the places (an ETag
 * over the answer) and the public lists answered from the public cache (server/plugins/public-cache.ts).
 * A test asks every GET for its ETag and checks this list (server/plugins/api-contract.test.ts).
 */
export const CONDITIONAL_GETS = new Set([
  'GET /api/divisions',
  'GET /api/districts',
  'GET /api/upazilasForForm',
  'GET /api/unionsForForm',
  'GET /api/villagesForForm',
  'GET /api/contacts',
  'GET /api/top-donor',
  'GET /api/leaderboard/units',
  'GET /api/leaderboard/units/:id',
]);

const IF_NONE_MATCH: OpenAPIV3_1.ParameterObject = {
  in: 'header',
  name: 'If-None-Match',
  required: false,
  description:
    'The ETag of an answer kept from before: 304 with no body while it is still current.',
  schema: { type: 'string' },
};

/**
 * Notes on a call beyond who may call it: how to do what has no call of its own. Shown in the
 * operation's description.
 */
const NOTES: Record<string, string> = {
  'POST /api/donors/:id/calls':
    '**Pledges.** A pledge is a call with `outcome: "willDonate"` and the `requestId` of the blood request: ' +
    "the answer's `pledge` is the pledge it made (or the donor's existing one for that request). There is no " +
    "other call that makes a pledge; a request's pledges are read with `GET /api/blood-request/{id}/pledges` " +
    'and closed with `POST /api/blood-request/{id}/pledges/{pledgeId}/given` or `/withdraw`.',
  'GET /api/blood-request/:id/pledges':
    'A pledge is made by recording a call: `POST /api/donors/{id}/calls` with `outcome: "willDonate"` and this `requestId`.',
  'POST /api/donors/:id/link':
    'The answer carries the link (`url`, to send to the donor) and its `token`, the `{token}` of the ' +
    '/api/donor-link/{token} calls. Shown this once: the server keeps only a hash.',
  'GET /api/all-admin': pagedOrArray('admins'),
  'GET /api/verified-donor': pagedOrArray('verifiedDonorList'),
  'GET /api/contacts/dashboard': pagedOrArray('contacts'),
};

/** The three lists the original app reads as a bare array: a page when `pageNumber` is given. */
function pagedOrArray(field: string): string {
  return (
    `**Paged.** With \`pageNumber\` (and \`limit\`) the answer is the page: \`${field}\`, \`totalCount\`, \`pageCount\`. ` +
    `Without \`pageNumber\` it is the original app's bare array: the first page, \`limit\` rows at most (${MAX_PAGE_SIZE} when not given).`
  );
}

/** Calls whose body is a multipart form rather than JSON. */
const MULTIPART: Record<string, OpenAPIV3_1.SchemaObject> = (() => {
  const options = {
    type: 'string',
    description: `JSON text: ${JSON.stringify(z.toJSONSchema(importOptions, { io: 'input' }))}`,
  } as const;
  const sheet = {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'CSV or XLSX, 5 MB at most.' },
      options,
    },
  } as OpenAPIV3_1.SchemaObject;
  return {
    'POST /api/uploads/image': {
      type: 'object',
      required: ['image'],
      properties: {
        image: {
          type: 'string',
          format: 'binary',
          description: 'JPEG or PNG, 1,000,000 bytes at most.',
        },
      },
    },
    'POST /api/import/donors/preview': sheet,
    'POST /api/import/donors/confirm': sheet,
    'POST /api/import/donors/errors': sheet,
  };
})();

const binary = { type: 'string', format: 'binary' } as const;
const SHEETS = {
  'text/csv': { schema: binary },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary },
};

/** The answers of calls that send bytes rather than JSON (no response schema on the route). */
const RAW_ANSWERS: Record<string, OpenAPIV3_1.ResponseObject> = {
  'GET /api/images/:id': {
    description: 'The picture (JPEG or PNG), cached for a long time.',
    content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
  },
  'GET /api/export/donors': {
    description: 'The list as a file (CSV with a BOM, or XLSX).',
    content: SHEETS,
  },
  'GET /api/export/blood-requests': {
    description: 'The requests as a file (CSV with a BOM, or XLSX).',
    content: SHEETS,
  },
  'POST /api/import/donors/errors': {
    description: 'The rows that cannot be imported, with the reason, as CSV.',
    content: { 'text/csv': { schema: binary } },
  },
  'GET /api/operator/backup': {
    description: 'The backup, plain SQL text (docs: README, Backup and restore).',
    content: { 'application/sql': { schema: { type: 'string' } } },
  },
};

/** The one error body, from the same zod schema every route's errors are checked against. */
const ERROR_BODY = z.toJSONSchema(errorAnswer, {
  target: 'draft-2020-12',
}) as OpenAPIV3_1.SchemaObject;
delete (ERROR_BODY as { $schema?: string }).$schema;

/** The route's schema as the reference shows it: without the catch-all and the error ranges (listed per status). */
function documented<T extends { schema?: { response?: unknown } }>(input: T): T {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response) return input;
  const { default: _undeclared, '4xx': _client, '5xx': _server, ...declared } = response;
  return { ...input, schema: { ...input.schema, response: declared } };
}

/** The object schema inside a request part (through preprocess, pipes, optional), or undefined. */
function objectShape(schema: unknown): Record<string, ZodType> | undefined {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return undefined;
  if (def.type === 'object') return def.shape as Record<string, ZodType>;
  if (def.type === 'pipe') return objectShape(def.in);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return objectShape(def.innerType);
  return undefined;
}

/** Does this JSON schema already take null? */
function takesNull(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  const options = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  return Array.isArray(options) && options.some(takesNull);
}

/**
 * A request part as the server takes it. "required": a field is required when its absence is
 * refused. null: taken when the server takes it. The JSON Schema of a preprocessed field (a flag
 * whose absence means false, a blank or null that means none) says only what it accepts once
 * prepared, so absence and null are tried on the zod schema itself.
 */
function asTheServerTakes(zod: unknown, json: unknown) {
  const shape = objectShape(zod);
  const node = json as
    { required?: string[]; properties?: Record<string, Record<string, unknown>> } | undefined;
  if (!shape || !node) return;
  if (node.required) {
    node.required = node.required.filter(
      (key) => !shape[key] || !shape[key].safeParse(undefined).success,
    );
    if (!node.required.length) delete node.required;
  }
  for (const [key, property] of Object.entries(node.properties ?? {})) {
    if (!shape[key] || takesNull(property) || !shape[key].safeParse(null).success) continue;
    const { description, ...rest } = property;
    if (!Object.keys(rest).length) continue; // already any value
    node.properties![key] = {
      ...(description ? { description } : {}),
      anyOf: [rest, { type: 'null' }],
    };
  }
}

/** The error statuses one call can answer, from who may call it and what it takes. */
function errorStatuses(
  key: string,
  { access, operation }: RouteFacts,
  hasBody: boolean,
  hasPathParams: boolean,
  limited: boolean,
): number[] {
  const statuses = [400];
  const [, url = ''] = key.split(' ');
  if (
    access.who === 'identity' ||
    access.who === 'signedIn' ||
    access.who === 'admin' ||
    access.who === 'superAdmin' ||
    access.who === 'operator'
  ) {
    statuses.push(401);
  }
  if (
    access.who === 'identity' ||
    access.who === 'admin' ||
    access.who === 'superAdmin' ||
    (url.startsWith('/api/auth/') && key.startsWith('POST'))
  ) {
    statuses.push(403);
  }
  if (hasPathParams) statuses.push(404);
  if (operation?.conflict) statuses.push(409);
  if (hasBody) statuses.push(413, 415);
  if (limited) statuses.push(429);
  statuses.push(...(MORE_STATUSES[key] ?? []), 500);
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/**
 * The OpenAPI 3 document, made at start from the routes' own zod schemas (the same ones that
 * validate requests), with who may call each route and its name, summary and resource read from
 * what the route declares (`config.access`, `config.operation`, collected in app.routeFacts);
 * and a reference page that loads only files served here (no other host), with its own relaxed
 * content policy. decisions/022, 038.
 */
export async function registerApiDocs(app: FastifyInstance) {
  /** Per documented call (`METHOD /path` as Fastify writes it): its error statuses. */
  const errorsOf = new Map<string, number[]>();
  /** Calls whose JSON body may be left out (the schema takes nothing at all). */
  const bodyOptional = new Set<string>();
  /** The calls limited per client (RateLimit-* headers), the public writes, and the idempotent creates. */
  const rateLimited = new Set<string>();
  const publicWrites = new Set<string>();
  const idempotent = new Set<string>();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Roktosetu API',
        version: '1',
        description: [
          "The API of Roktosetu, compatible with the original app's clients (with /api in front).",
          '',
          "**Signing in.** `POST /api/auth/sign-in/email` (or sign-up) sets the identity session's cookie; then",
          '`PUT /api/token` answers who is signed in, their role and the access token to send as',
          '`Authorization: Bearer …` (it expires; call `PUT /api/token` again for a new one while the session lasts).',
          ORIGIN_RULE,
          '',
          '**Errors** all have one body: `{ statusCode, error, code, message, field?, issues? }`; `code` is stable.',
          'A path the server has, called with a method it does not have, answers 405 (`code`',
          'METHOD_NOT_ALLOWED) with an `Allow` header listing the methods it takes; a body sent with another',
          'Content-Type than the call takes (JSON as text/plain, JSON to a multipart upload) answers 415.',
          '',
          `**Paged lists** take \`limit\` (rows per page, 1 to ${MAX_PAGE_SIZE}: the server refuses more) and`,
          '`pageNumber` (from 0), each list with its own default; the place lists prefix them with the place',
          "(`unionLimit`, `unionPageNumber`). The answer holds the rows under the list's own name beside",
          '`totalCount` (every row that matches) and `pageCount` (pages of `limit` rows); a page past the last',
          'is empty. Rows are counted and paged by the database, newest first unless the list says otherwise.',
          '',
          '**Conditional GETs.** The place lists and the public lists answer an `ETag`; sent back as',
          '`If-None-Match`, an unchanged answer is a 304 with no body.',
        ].join('\n'),
      },
      servers: [{ url: '/', description: 'This server (the API is under /api).' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from PUT /api/token.',
          },
          identitySession: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              "The identity session's cookie, set by sign-in or sign-up (`__Secure-` in front on https).",
          },
          operator: {
            type: 'apiKey',
            in: 'header',
            name: 'x-operator-token',
            description: "The running server's operator token (DATA_DIR/operator.json).",
          },
        },
        schemas: { Error: ERROR_BODY },
        responses: Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
            name,
            {
              description,
              ...(status === '429'
                ? { headers: { 'Retry-After': RETRY_AFTER, ...RATE_LIMIT_HEADERS } }
                : {}),
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          ]),
        ),
      },
    },
    transform: (input) => {
      const method = [input.route.method].flat()[0] ?? 'GET';
      const key = `${method} ${input.url}`;
      const facts = app.routeFacts.get(key);
      const transformed = jsonSchemaTransform(documented(input));
      const { url } = transformed;
      const schema = transformed.schema ?? {};
      if (!facts?.operation || (schema as { hide?: boolean }).hide) return transformed;
      const { access, operation } = facts;
      const parts = schema as { body?: unknown; querystring?: unknown; params?: unknown };
      asTheServerTakes(input.schema?.body, parts.body);
      asTheServerTakes(input.schema?.querystring, parts.querystring);
      const hasBody = parts.body !== undefined || key in MULTIPART;
      const bodySchema = input.schema?.body as ZodType | undefined;
      if (bodySchema && bodySchema.safeParse({}).success) bodyOptional.add(key);
      const routeConfig = input.route.config as
        { rateLimit?: unknown; publicWrite?: string; idempotent?: boolean } | undefined;
      if (routeConfig?.rateLimit || routeConfig?.publicWrite) rateLimited.add(key);
      if (routeConfig?.publicWrite) publicWrites.add(key);
      if (routeConfig?.idempotent) idempotent.add(key);
      const limited =
        rateLimited.has(key) ||
        key === 'POST /api/auth/sign-in/email' ||
        key === 'POST /api/auth/sign-up/email';
      const statuses = errorStatuses(key, facts, hasBody, input.url.includes(':'), limited);
      if (idempotent.has(key) && !statuses.includes(409)) statuses.push(409);
      errorsOf.set(
        key,
        statuses.sort((a, b) => a - b),
      );
      const cookie = OPTIONAL_SESSION.has(key);
      const security: Record<string, string[]>[] =
        access.who === 'anyone'
          ? cookie
            ? [{}, { identitySession: [] }]
            : []
          : access.who === 'identity'
            ? [{ identitySession: [] }]
            : access.who === 'operator'
              ? [{ operator: [] }]
              : [{ bearer: [] }];
      const origin =
        input.url.startsWith('/api/auth/') && method === 'POST' ? `\n\n${ORIGIN_RULE}` : '';
      return {
        url,
        schema: {
          ...schema,
          operationId: operation.id,
          summary: operation.summary,
          tags: [operation.tag],
          description: `**Who may call:** ${WHO[access.who]}${origin}${NOTES[key] ? `\n\n${NOTES[key]}` : ''}`,
          security,
        },
      };
    },
    transformObject: (input) => {
      const document = (
        'openapiObject' in input ? input.openapiObject : {}
      ) as OpenAPIV3_1.Document;
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(item ?? {}) as [
          string,
          OpenAPIV3_1.OperationObject,
        ][]) {
          if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
          const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
          const responses = (operation.responses ?? {}) as Record<
            string,
            OpenAPIV3_1.ResponseObject | OpenAPIV3_1.ReferenceObject
          >;
          for (const [status, response] of Object.entries(responses)) {
            if ('description' in response && response.description === 'Default Response') {
              response.description =
                status === '201' ? 'Created' : status === '204' ? 'No content' : 'OK';
            }
          }
          if (key in RAW_ANSWERS) responses['200'] = RAW_ANSWERS[key]!;
          if (
            bodyOptional.has(key) &&
            operation.requestBody &&
            'content' in operation.requestBody
          ) {
            operation.requestBody.required = false;
          }
          if (key.startsWith('POST /api/auth/'))
            operation.parameters = [...(operation.parameters ?? []), ORIGIN_HEADER];
          if (key in MULTIPART) {
            operation.requestBody = {
              required: true,
              content: { 'multipart/form-data': { schema: MULTIPART[key]! } },
            };
          }
          if (publicWrites.has(key))
            operation.parameters = [
              ...(operation.parameters ?? []),
              DEVICE_HEADER,
              ...(idempotent.has(key) ? [IDEMPOTENCY_KEY] : []),
            ];
          if (rateLimited.has(key)) {
            for (const [status, response] of Object.entries(responses))
              if (status.startsWith('2') && !('$ref' in response))
                (response as OpenAPIV3_1.ResponseObject).headers = {
                  ...(response as OpenAPIV3_1.ResponseObject).headers,
                  ...RATE_LIMIT_HEADERS,
                  ...(idempotent.has(key)
                    ? {
                        'Idempotent-Replayed': {
                          description:
                            'true when this is the first answer to the same key and body, sent again.',
                          schema: { type: 'string', enum: ['true'] },
                        },
                      }
                    : {}),
                };
          }
          for (const status of errorsOf.get(key) ?? []) {
            responses[String(status)] = {
              $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}`,
            };
          }
          if (CONDITIONAL_GETS.has(key)) {
            operation.parameters = [...(operation.parameters ?? []), IF_NONE_MATCH];
            const ok = responses['200'];
            if (ok && !('$ref' in ok))
              ok.headers = {
                ...ok.headers,
                ETag: {
                  description: 'Send it back as If-None-Match.',
                  schema: { type: 'string' },
                },
              };
            responses['304'] = {
              description: 'Not modified: the ETag in If-None-Match is still current (no body).',
            };
          }
          operation.responses = responses;
        }
      }
      return document;
    },
  });
  app.get(
    OPENAPI_PATH,
    {
      schema: { hide: true },
      config: { access: anyone, rawAnswer: 'the OpenAPI document itself' },
    },
    async () => app.swagger(),
  );
  // The reference page and its files, added by @fastify/swagger-ui: anyone may read them.
  app.declareLibraryRoutes(DOCS_PATH, { access: anyone });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Everything from this server; swagger-ui styles some elements inline.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // The page reads the same document as everyone else.
    transformSpecificationClone: true,
  });
}
