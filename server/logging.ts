import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/**
 * Logs carry no personal data. A request line names the route's pattern (never the raw URL, whose
 * path may hold an email and whose query string holds searches), and these keys are censored
 * wherever they appear one level down in a log object. Unexpected errors are logged through
 * `safeError`, never as the error object itself.
 */
const REDACTED_KEYS = [
  'body',
  'query',
  'params',
  'payload',
  'headers',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'token',
  'email',
  'phone',
  'name',
  'number1',
  'number2',
  'address',
];

export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers',
        'res.headers',
        ...REDACTED_KEYS,
        ...REDACTED_KEYS.map((key) => `*.${key}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        // The route's pattern (/api/user/:email), or the path without its query for an unknown route.
        url: request.routeOptions?.url ?? request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => safeError(error),
    },
    ...(stream ? { stream } : {}),
  };
}

/** PostgreSQL's own fields on an error: codes and names of the schema, never values. */
const PG_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

export interface SafeErrorSummary {
  type: string;
  /** PostgreSQL's SQLSTATE and schema names when the database refused a query. */
  database?: Partial<Record<(typeof PG_FIELDS)[number], string>>;
  /** Present only for errors that are not database errors, with digits, emails and quoted text masked. */
  message?: string;
  stack?: string;
}

/**
 * What may be logged of an unexpected error. A database error's message holds the query and its
 * parameters (a donor's name, phone, birth date), so only PostgreSQL's code and the constraint,
 * table and column names are kept. Other messages are masked; the stack keeps code locations only.
 */
export function safeError(error: unknown): SafeErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error };
  const summary: SafeErrorSummary = { type: error.name || 'Error' };
  const database = databaseFields(error);
  if (database) summary.database = database;
  else summary.message = maskPersonalData(error.message);
  // The first line of a stack repeats the message; the frames are file names and line numbers.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length) summary.stack = frames.slice(0, 12).join('\n');
  return summary;
}

function databaseFields(error: Error): SafeErrorSummary['database'] | undefined {
  // drizzle wraps the driver's error (DrizzleQueryError, message "Failed query: ... params: ...").
  const candidates: unknown[] = [error, (error as { cause?: unknown }).cause];
  const isQueryWrapper = /^Failed query/.test(error.message) || error.name === 'DrizzleQueryError';
  for (const candidate of candidates) {
    if (!candidate || typeof candidate !== 'object') continue;
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const fields: Record<string, string> = {};
      for (const key of PG_FIELDS) {
        const value = (candidate as Record<string, unknown>)[key];
        if (typeof value === 'string') fields[key] = value;
      }
      return fields;
    }
  }
  return isQueryWrapper ? {} : undefined;
}

/**
 * Masks what could be personal in a free-text message: quoted text, emails, runs of digits and
 * any non-ASCII text (a name in Bengali). Code-made messages ("Cannot read properties of
 * undefined") stay readable.
 */
export function maskPersonalData(message: string): string {
  return message
    .slice(0, 500)
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '"…"')
    .replace(/[^\t\n\r -~]+/g, '…')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)*/g, '[email]')
    .replace(/[+\d][\d\s-]{4,}\d/g, '[number]');
}
