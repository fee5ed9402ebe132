import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { errorAnswer } from '../../common/schemas/answers.ts';
import { policyFor, type Access } from '../policy.ts';

/** Where the reference lives: the document and a page to read it, both from this server. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const WHO: Record<Access['who'], string> = {
  anyone: 'Anyone (no sign-in).',
  identity: 'A signed-in identity session (the cookie from /api/auth), before the access token exists.',
  signedIn: 'Any signed-in user (Bearer access token).',
  admin: 'Admins and super admins (Bearer access token).',
  superAdmin: 'Super admins only (Bearer access token).',
  operator: 'The local operator only (the x-operator-token header the running server writes into its data folder).',
};

/** The errors a caller of this route can meet, from who may call it; every error has the same body. */
function errorsFor(access: Access): string {
  const errors = ['400 VALIDATION (or another code) with `field` naming the bad input'];
  if (access.who !== 'anyone' && access.who !== 'identity') errors.push('401 UNAUTHORIZED without a valid token');
  if (access.who === 'admin' || access.who === 'superAdmin') errors.push('403 FORBIDDEN (or a named code) for a role that may not');
  errors.push('404 / 409 where the route names a thing that is missing or taken', '429 RATE_LIMITED where limited');
  return errors.map((e) => `- ${e}`).join('\n');
}

/** The one error body, from the same zod schema every route's errors are checked against. */
const ERROR_BODY = z.toJSONSchema(errorAnswer, { target: 'openapi-3.0' }) as OpenAPIV3_1.SchemaObject;

/** The route's schema as the reference shows it: without the catch-all that refuses undeclared statuses. */
function documented<T extends { schema?: { response?: unknown } }>(input: T): T {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response || !('default' in response)) return input;
  const { default: _undeclared, ...declared } = response;
  return { ...input, schema: { ...input.schema, response: declared } };
}

/**
 * The OpenAPI 3 document, made at start from the routes' own zod schemas (the same ones that
 * validate requests), with who may call each route read from the policy table; and a reference
 * page that loads only files served here (no other host), with its own relaxed content policy.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Roktosetu API',
        version: '1',
        description:
          'The API of Roktosetu, compatible with the original app\'s clients (with /api in front). Send the access token from PUT /api/user/{email} as `Authorization: Bearer …`. Errors: `{ statusCode, error, code, message, field? }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { Error: ERROR_BODY },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(documented(input));
      const method = [input.route.method].flat()[0] ?? 'GET';
      const access = policyFor(method, input.url);
      if (!access) return { schema, url };
      const needsToken = access.who !== 'anyone' && access.who !== 'identity' && access.who !== 'operator';
      return {
        url,
        schema: {
          ...schema,
          tags: [input.url.split('/')[2] ?? 'api'],
          description: `**Who may call:** ${WHO[access.who]}\n\n**Errors:**\n${errorsFor(access)}`,
          ...(needsToken ? { security: [{ bearer: [] }] } : {}),
        },
      };
    },
  });
  // The identity service answers /api/auth/* itself; it is documented by its own project.
  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { rawAnswer: 'the OpenAPI document itself' } }, async () => app.swagger());
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
