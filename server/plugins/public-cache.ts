import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notifyChannel } from '../data/notify.ts';
import type { Database } from '../db/client.ts';
import type { AuditEntry } from '../route-facts.ts';
import { checkedAnswer } from './responses.ts';

/**
 * The public reads every visitor makes (the geography of the registration form, the leader board,
 * the contact cards, the unit of a place) answered from memory, as the exact bytes sent: JSON, ETag, and brotli/gzip
 * made once per answer. Correct on every instance (decisions/020):
 * - a change through the API clears the topics it makes stale before its answer leaves, so the
 *   same instance shows it at once (STALE_AFTER_CHANGE below, keyed like the audit trail);
 * - on PostgreSQL the change is also sent with NOTIFY on CACHE_CHANNEL; every instance LISTENs
 *   on a connection of its own and clears the same topics when it arrives. While that connection
 *   is down the instance caches nothing; when it is back it starts empty;
 * - whatever happens, an answer is refreshed after CACHE_MAX_AGE_MS (sent meanwhile for at most
 *   as long again while one refresh runs).
 */
export const CACHE_TOPICS = ['geography', 'donors', 'contacts', 'units'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/** Which cached topics a successful change makes stale, by the audit target of its route. */
export const STALE_AFTER_CHANGE: Record<string, readonly CacheTopic[]> = {
  donor: ['donors'],
  contact: ['contacts'],
  // Lists show a donor's places by name, so a renamed place changes donor answers too.
  upazila: ['geography', 'donors'],
  union: ['geography', 'donors'],
  village: ['geography', 'donors'],
  bloodRequest: [],
  image: [],
  user: [],
  session: [],
  settings: [],
  account: [],
  // The public unit card (a unit's names, number and places), and the leader board's units.
  unit: ['units', 'donors'],
  // A bridge session marked given records a donation: the leader board's counts move.
  patient: ['donors'],
};

export const CACHE_CHANNEL = 'roktosetu_public_cache';
export const CACHE_MAX_AGE_MS = 60_000;
/** Answers kept per topic; the oldest go first (contact pages are the only open-ended keys). */
const MAX_ENTRIES_PER_TOPIC = 1000;
/** Below this the bytes are sent as they are, as @fastify/compress does. */
const COMPRESS_THRESHOLD = 1024;

interface Entry {
  json: string;
  etag: string;
  storedAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

interface Topic {
  /** Bumped by every invalidation: an answer computed before it is not stored. */
  generation: number;
  entries: Map<string, Entry>;
  pending: Map<string, Promise<Entry>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export class PublicCache {
  private readonly topics = new Map<CacheTopic, Topic>(
    CACHE_TOPICS.map((t) => [t, { generation: 0, entries: new Map(), pending: new Map() }]),
  );
  /** False while the PostgreSQL listener is not connected: nothing is kept then. */
  private listening: boolean;
  private readonly instanceId = randomUUID();
  hits = 0;
  misses = 0;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.listening = database.kind === 'pglite';
  }

  /**
   * The cached answer of `key` in `topic`, computed by `compute` when absent (once for concurrent
   * callers). An answer past CACHE_MAX_AGE_MS (but not twice that) is still sent while one refresh
   * runs behind it: a change clears its answers at once, so the age only bounds the unforeseen,
   * and under 200 clients every expiry made a crowd of requests wait for the database together.
   */
  private async entry(
    topicName: CacheTopic,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<Entry> {
    const topic = this.topics.get(topicName)!;
    const found = topic.entries.get(key);
    const age = found ? this.now() - found.storedAt : Infinity;
    if (found && age < CACHE_MAX_AGE_MS) {
      this.hits += 1;
      return found;
    }
    if (found && age < 2 * CACHE_MAX_AGE_MS) {
      this.hits += 1;
      if (!topic.pending.has(key)) void this.fill(topic, key, compute).catch(() => undefined);
      return found;
    }
    const inFlight = topic.pending.get(key);
    if (inFlight) return inFlight;
    this.misses += 1;
    return this.fill(topic, key, compute);
  }

  /** Computes the answer once and keeps it, unless an invalidation happened meanwhile. */
  private async fill(topic: Topic, key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const generation = topic.generation;
    const made = (async () => {
      const json = JSON.stringify(await compute());
      return { json, etag: `W/"${generation}-${hash(json)}"`, storedAt: this.now() };
    })();
    topic.pending.set(key, made);
    try {
      const entry = await made;
      if (this.listening && topic.generation === generation) {
        topic.entries.delete(key);
        topic.entries.set(key, entry);
        if (topic.entries.size > MAX_ENTRIES_PER_TOPIC)
          topic.entries.delete(topic.entries.keys().next().value!);
      }
      return entry;
    } finally {
      if (topic.pending.get(key) === made) topic.pending.delete(key);
    }
  }

  /**
   * Answers the request from the cache: 304 when the browser's ETag matches, otherwise the JSON,
   * compressed (once per answer) when the browser accepts it.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    topic: CacheTopic,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    // The stored bytes were checked against the route's response schema once, when made.
    const entry = await this.entry(topic, key, async () =>
      checkedAnswer(request, 200, await compute()),
    );
    reply.header('etag', entry.etag).header('vary', 'accept-encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag))
      return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding =
      entry.json.length >= COMPRESS_THRESHOLD
        ? acceptedEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(entry.json);
    const body =
      encoding === 'br'
        ? (entry.br ??= brotliCompressSync(entry.json, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9 },
          }))
        : (entry.gzip ??= gzipSync(entry.json, { level: 9 }));
    return reply.header('content-encoding', encoding).send(body);
  }

  /** Forgets the topics here, at once. */
  clearLocal(topics: readonly CacheTopic[] | 'all') {
    for (const name of topics === 'all' ? CACHE_TOPICS : topics) {
      const topic = this.topics.get(name)!;
      topic.generation += 1;
      topic.entries.clear();
      topic.pending.clear();
    }
  }

  /** Forgets the topics here at once and, on PostgreSQL, on every other instance (NOTIFY). */
  async invalidate(topics: readonly CacheTopic[] | 'all') {
    if (topics !== 'all' && !topics.length) return;
    this.clearLocal(topics);
    if (this.database.kind === 'postgres')
      await notifyPublicCaches(this.database, topics, this.instanceId);
  }

  /** A notification from the channel: clear what it names, unless this instance sent it. */
  onNotification(payload: string) {
    const [from, list] = payload.split(':', 2);
    if (from === this.instanceId) return;
    this.clearLocal(parseTopics(list ?? 'all'));
  }

  get isListening() {
    return this.listening;
  }

  setListening(listening: boolean) {
    this.listening = listening;
    this.clearLocal('all');
  }

  /** Counts for tests and the log. */
  size(topic: CacheTopic) {
    return this.topics.get(topic)!.entries.size;
  }
}

function parseTopics(list: string): readonly CacheTopic[] | 'all' {
  if (list === 'all') return 'all';
  const names = list
    .split(',')
    .filter((t): t is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(t));
  // Something this version does not know: clear everything rather than guess.
  return names.length ? names : 'all';
}

/**
 * Tells every listening instance that `topics` changed. Scripts that write to a running
 * installation's PostgreSQL (seed:donors) call it too.
 */
export async function notifyPublicCaches(
  database: Database,
  topics: readonly CacheTopic[] | 'all',
  from = 'script',
) {
  const list = topics === 'all' ? 'all' : topics.join(',');
  await notifyChannel(database.db, CACHE_CHANNEL, `${from}:${list}`);
}

/** br or gzip as the Accept-Encoding header allows (q=0 refuses), br first. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** FNV-1a over the UTF-16 code units: a short ETag, not a security measure. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36) + text.length.toString(36);
}

/** The topics a successful call makes stale (the audit target its route declares decides). */
export function staleTopics(
  entry: AuditEntry | undefined,
  params: Record<string, string | undefined>,
): readonly CacheTopic[] | 'all' {
  if (!entry || 'skip' in entry || 'identity' in entry) return [];
  const target = entry.target === ':kind' ? params.kind : entry.target;
  // A target this table does not name yet: clear everything rather than serve a stale answer.
  return (target ? STALE_AFTER_CHANGE[target] : undefined) ?? 'all';
}

/**
 * Registers the cache: `app.publicCache`, the hook that clears stale topics after every
 * successful change (before its answer leaves), and on PostgreSQL the listener.
 */
export async function registerPublicCache(app: FastifyInstance, database: Database) {
  const cache = new PublicCache(database);
  app.decorate('publicCache', cache);

  app.addHook('onSend', async (request, reply, payload) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || reply.statusCode >= 400)
      return payload;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api')) return payload;
    const topics = staleTopics(
      app.routeFacts.get(`${method} ${url}`)?.audit,
      (request.params ?? {}) as Record<string, string | undefined>,
    );
    await cache.invalidate(topics);
    return payload;
  });

  if (database.listen) {
    const stop = database.listen(CACHE_CHANNEL, {
      onMessage: (payload) => cache.onNotification(payload),
      onState: (up) => {
        cache.setListening(up);
        if (!up) app.log.warn('public cache off until the notification connection is back');
      },
    });
    app.addHook('onClose', async () => stop());
  }
}
