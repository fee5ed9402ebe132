import type { FastifyInstance } from 'fastify';
import type { Access } from './policy.ts';

/**
 * What every /api route says about itself, in its own options where its handler is written:
 *
 *   config: {
 *     access: admin,                                          // who may call it (server/policy.ts)
 *     audit: { command: 'donors', target: 'donor' },          // how a change is recorded (not on GET)
 *     operation: { id: 'listDonors', tag: 'donors', summary: 'Donors, paged' }, // its API document name
 *     scoped: true,                     // reads or changes donors or requests: only the caller's units'
 *   }
 *
 * One hook (registerRouteFacts, registered before every other plugin that reads them) collects
 * them as the routes are added, into `app.routeFacts`; the access check, the audit trail, the
 * public cache and the API document read them from there. A route without them stops the server
 * at start, so a new route cannot be left open, unrecorded or undocumented by accident.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every /api route. */
    access?: Access;
    /** How a successful call is recorded in the audit trail. Every /api route but GET. */
    audit?: AuditEntry;
    /** Its name in the API document. Every /api route the document shows (not `schema.hide`). */
    operation?: Operation;
    /**
     * The route reads or changes donors or blood requests, which an admin sees only in their own
     * units (docs/decisions/056-units.md): the access check resolves the caller's scope once and
     * puts it on `request.scope` for the data layer to filter by. Only on routes that need a caller.
     */
    scoped?: true;
  }
  interface FastifyInstance {
    /** Every /api `METHOD /path` (as Fastify writes the path) with what its route declared. */
    routeFacts: ReadonlyMap<string, RouteFacts>;
    /** Every /api `METHOD /path` registered, in order (for the tests that walk every route). */
    apiRoutes: string[];
    /**
     * Facts for the routes a library registers itself under `prefix` (it takes no route options
     * from us): call it just before registering the library.
     */
    declareLibraryRoutes(prefix: string, facts: DeclaredFacts): void;
  }
}

/** The resources the API document lists its calls under, with their descriptions. */
export const TAGS = {
  service: 'Installation settings the browser needs, and health.',
  sessions:
    "Signing up, in and out (the identity service under /api/auth), the access token, one's own signed-in devices.",
  users: 'Accounts and roles.',
  units:
    'The units of a federation (zones and the units below them), the places each covers, and their members.',
  owner: "The owner's one-time proof.",
  donors: 'Donor registration, verification, the donor lists.',
  donations: "A donor's donation history.",
  'blood requests': 'Blood requests and their place.',
  patients:
    'Recurring patients (thalassaemia and the like), their blood bridges of donors, and the rota planned from them.',
  matching: "Finding donors for a blood request: matches, calls, pledges, the request's lifecycle.",
  contacts: 'Emergency contacts and their pictures.',
  places: 'Divisions, districts, upazilas, unions and villages.',
  dashboard: 'Counts and analytics for the dashboard, and the public leader board.',
  settings: 'Installation settings super admins change.',
  'import and export': 'Donors from a spreadsheet; lists out as CSV or XLSX.',
  archive: 'What was deleted, restorable for 30 days.',
  audit: 'The audit trail.',
  alerts: 'Alerting donors about a blood request, and the phone-number changes donors ask for.',
  'donor link':
    "A donor's private link (the token in the path is the key): their record, answers and requests.",
  operator: "The running server's operator (backups).",
  'money reports':
    "Families' reports of numbers that asked them for money, and the block list every unit shares.",
} as const;
export type Tag = keyof typeof TAGS;

/** How a route is named in the OpenAPI document (server/plugins/api-docs.ts). */
export interface Operation {
  /** The operationId: the method name a generated client gives the call. */
  id: string;
  /** The resource it is listed under. */
  tag: Tag;
  /** One line. */
  summary: string;
  /** Answers 409 when the thing clashes with what exists (taken, closed, already done). */
  conflict?: true;
}

/**
 * How a changing call is recorded in the audit trail. A route that changes data names its domain
 * command (server/domain/<file>.ts), which writes the event in the change's own transaction with
 * the change as stored (docs/decisions/034); the target also tells the public cache what the call
 * makes stale. A call that changed nothing records nothing.
 */
export type AuditEntry =
  /** The domain command (server/domain/, named here) records the events in the change's own transaction. */
  | { command: string; target: string }
  /** The route changes nothing recorded, for this reason. */
  | { skip: string }
  /**
   * The identity service's routes: a new account's event written in the transaction that makes it
   * (server/auth/identity.ts), failed sign-ins counted in bulk (server/plugins/audit.ts).
   */
  | { identity: true };

/** What a route may declare in its `config`. */
export interface DeclaredFacts {
  access?: Access;
  audit?: AuditEntry;
  operation?: Operation;
  scoped?: true;
}

/** What one METHOD of a route declared, once checked: `audit` only on methods other than GET. */
export interface RouteFacts {
  access: Access;
  audit?: AuditEntry;
  operation?: Operation;
  scoped?: true;
}

/**
 * Collects every /api route's facts as it is added, and stops the server's start when one is
 * missing. Register it before the plugins that read `app.routeFacts` in their own onRoute hooks
 * (Fastify runs those hooks in the order they were added).
 */
export function registerRouteFacts(app: FastifyInstance) {
  const facts = new Map<string, RouteFacts>();
  const apiRoutes: string[] = [];
  const libraries: { prefix: string; facts: DeclaredFacts }[] = [];
  app.decorate('routeFacts', facts);
  app.decorate('apiRoutes', apiRoutes);
  app.decorate('declareLibraryRoutes', (prefix: string, declared: DeclaredFacts) => {
    libraries.push({ prefix, facts: declared });
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const library = libraries.find(
      ({ prefix }) => route.url === prefix || route.url.startsWith(`${prefix}/`),
    );
    // Written onto the route itself, so that the route's own config shows them like any other.
    if (library) route.config = { ...library.facts, ...route.config };
    const { access, audit, operation, scoped } = route.config ?? {};
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (!access) throw new Error(`No access rule for ${key}: declare config.access on the route`);
      const changing = method !== 'GET';
      if (changing && !audit)
        throw new Error(`No audit entry for ${key}: declare config.audit on the route`);
      if (!operation && !hidden)
        throw new Error(`No operation for ${key}: declare config.operation on the route`);
      if (
        scoped &&
        (access.who === 'anyone' || access.who === 'identity' || access.who === 'operator')
      )
        throw new Error(
          `${key} is scoped but has no caller to scope by: scoped needs a signed-in access`,
        );
      facts.set(key, {
        access,
        ...(changing && audit ? { audit } : {}),
        ...(operation ? { operation } : {}),
        ...(scoped ? { scoped } : {}),
      });
      apiRoutes.push(key);
    }
  });
}
