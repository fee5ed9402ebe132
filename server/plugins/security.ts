import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../http-errors.ts';

/** Security headers with a strict CSP, response compression, and the rate limiter routes opt into. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const frameSources = [
    config.SOCIAL_PAGE_URL,
    ...(config.SOCIAL_PAGE_URL?.includes('facebook.com') ? ['https://www.facebook.com'] : []),
  ]
    .filter((u): u is string => !!u)
    .map((u) => new URL(u).origin);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // react-hot-toast writes its styles into a <style> element; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        // The service worker (/sw.js) and the app manifest: our own origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': frameSources.length ? [...new Set(frameSources)] : ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // Browsers on the listed origins may call the API with credentials; every other origin gets no
  // CORS headers, so its browser refuses the answer. Preflights are answered here.
  if (config.CORS_ORIGINS.length > 0) {
    const allowed = new Set(config.CORS_ORIGINS);
    await app.register(cors, {
      origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // The device id and the idempotency key of public writes (docs/decisions/055), and the
      // headers that tell a caller how much of a limit is left.
      allowedHeaders: ['content-type', 'authorization', 'x-device-id', 'idempotency-key'],
      exposedHeaders: [
        'ratelimit-limit',
        'ratelimit-remaining',
        'ratelimit-reset',
        'retry-after',
        'idempotent-replayed',
      ],
      maxAge: 600,
    });
  }

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  let redis: import('ioredis').Redis | undefined;
  if (config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    // The standard names (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After),
    // as the public writes send them too (server/plugins/write-limits.ts).
    enableDraftSpec: true,
    ...(redis ? { redis, nameSpace: 'roktosetu-rl-' } : {}),
    // Thrown to the error handler, which answers it with its code (RATE_LIMITED); the limiter
    // has already set Retry-After.
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}
