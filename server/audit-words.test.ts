import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableColumns, type Table } from 'drizzle-orm';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALERT_ANSWERS,
  ALERT_CHANNELS,
  ALERT_DEFAULTS,
  AUDIT_ACTIONS,
  BLOOD_GROUPS,
  BLOOD_REQUEST_STATES,
  CALL_OUTCOMES,
  CONSENT_FILTERS,
  CONSENT_SOURCES,
  DETAILS_FILTERS,
  DONATION_KINDS,
  DONOR_LANGUAGES,
  DONOR_SHARINGS,
  ELIGIBILITY_DEFAULTS,
  FAMILY_ANSWERS,
  GENDER_CODES,
  PLEDGE_SOURCES,
  ROLES,
} from '../common/constants.ts';
import type { DatePrecision } from '../common/import-values.ts';
import { COMMUNITY_NAME_DEFAULTS } from '../common/schemas/donations.ts';
import { WAVE_REACHES } from '../common/schemas/alerts.ts';
import {
  bloodRequestExportQuery,
  donorExportQuery,
  EXPORT_FORMATS,
  IMPORT_JOB_STATES,
} from '../common/schemas/imports.ts';
import { INVITE_FILTERS, INVITE_SKIP_REASONS } from '../common/schemas/invitations.ts';
import {
  actionWord,
  codeWord,
  describeChanges,
  fieldWord,
} from '../web/features/activity/describe.ts';
import { provideLanguageSource, type Language } from '../web/i18n/language.ts';
import * as schema from './db/schema.ts';
import { storedFields } from './domain/changes.ts';

/**
 * The Activity screen has words for everything the server writes into the audit trail. The server's
 * source is read (the TypeScript syntax tree, not run): every event it records, with the action,
 * the target, the fields of its details and the codes written as values. The details of a row
 * (storedFields/changedFields) are the table's columns as storedFields keeps them. Each action,
 * field and code must then have words in Bengali and in English (web/i18n/activity.ts); a new
 * event, field or code without them fails here.
 */

const LANGUAGES: Language[] = ['bn', 'en'];
let language: Language = 'bn';
provideLanguageSource(() => language);
afterAll(() => provideLanguageSource(null));
const inEach = <T>(read: () => T): Record<Language, T> => {
  const out = {} as Record<Language, T>;
  for (const each of LANGUAGES) {
    language = each;
    out[each] = read();
  }
  return out;
};

interface Written {
  action: string;
  target: string;
  where: string;
  fields: Set<string>;
  /** Values written as string literals, by field (`via: 'donorLink'`). */
  codes: [string, string][];
  /** storedFields/changedFields/donationChanges: the details are a row's columns. */
  rows: boolean;
  /** Parts of the details the reading cannot follow (a parameter, a request's field). */
  open: string[];
}

const SERVER = import.meta.dirname;
const ROW_HELPERS = new Set(['storedFields', 'changedFields', 'donationChanges']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const nameOf = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();

/** Every object literal with `action: '<code>'` in the server's source: an event being recorded. */
function writtenEvents(): Written[] {
  const events: Written[] = [];
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('action:')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const locals = new Map<string, ts.Expression>();
    const gather = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        locals.set(node.name.text, node.initializer);
      ts.forEachChild(node, gather);
    };
    gather(source);

    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map<string, ts.ObjectLiteralElementLike>();
        for (const p of node.properties) if (p.name) props.set(nameOf(p.name), p);
        const action = props.get('action');
        if (
          action &&
          ts.isPropertyAssignment(action) &&
          ts.isStringLiteralLike(action.initializer)
        ) {
          const target = props.get('target');
          const event: Written = {
            action: action.initializer.text,
            target:
              target &&
              ts.isPropertyAssignment(target) &&
              ts.isStringLiteralLike(target.initializer)
                ? target.initializer.text
                : '?',
            where: `${relative(SERVER, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
            fields: new Set(),
            codes: [],
            rows: false,
            open: [],
          };
          const changes = props.get('changes');
          if (changes && ts.isPropertyAssignment(changes)) read(changes.initializer, event);
          else if (changes && ts.isShorthandPropertyAssignment(changes)) read(changes.name, event);
          events.push(event);
        }
      }
      ts.forEachChild(node, visit);
    };

    /** The fields (and literal codes) an expression of details can hold. */
    const read = (expr: ts.Expression, event: Written, seen = new Set<string>()): void => {
      if (ts.isParenthesizedExpression(expr) || ts.isNonNullExpression(expr))
        return read(expr.expression, event, seen);
      if (ts.isConditionalExpression(expr)) {
        read(expr.whenTrue, event, seen);
        return read(expr.whenFalse, event, seen);
      }
      if (ts.isBinaryExpression(expr)) {
        read(expr.left, event, seen);
        return read(expr.right, event, seen);
      }
      if (expr.kind === ts.SyntaxKind.NullKeyword) return;
      if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
        if (ROW_HELPERS.has(expr.expression.text)) {
          event.rows = true;
          return;
        }
      }
      if (ts.isIdentifier(expr) && !seen.has(expr.text) && locals.has(expr.text)) {
        return read(locals.get(expr.text)!, event, new Set([...seen, expr.text]));
      }
      if (ts.isObjectLiteralExpression(expr)) {
        for (const p of expr.properties) {
          if (ts.isSpreadAssignment(p)) read(p.expression, event, seen);
          else if (ts.isShorthandPropertyAssignment(p)) event.fields.add(p.name.text);
          else if (ts.isPropertyAssignment(p)) {
            const field = nameOf(p.name);
            event.fields.add(field);
            const value = p.initializer;
            if (ts.isStringLiteralLike(value)) event.codes.push([field, value.text]);
            // `{ from, to }` is the field's change; its parts carry the field's codes.
            if (ts.isObjectLiteralExpression(value))
              for (const part of value.properties)
                if (
                  ts.isPropertyAssignment(part) &&
                  ts.isStringLiteralLike(part.initializer) &&
                  ['from', 'to'].includes(nameOf(part.name))
                )
                  event.codes.push([field, part.initializer.text]);
          }
        }
        return;
      }
      event.open.push(expr.getText());
    };
    visit(source);
  }
  return events;
}

const events = writtenEvents();

/** A table's columns as an event about one of its rows keeps them. */
const columnsOf = (table: Table) =>
  Object.keys(
    storedFields(Object.fromEntries(Object.keys(getTableColumns(table)).map((k) => [k, 'x']))),
  );

/** The rows whose columns an event's details are, by action and target ('?': set at run time). */
const ROW_FIELDS: Record<string, string[]> = {
  'create:donor': columnsOf(schema.donors),
  'verify:donor': columnsOf(schema.donors),
  'update:donor': columnsOf(schema.donors),
  'makeAvailable:donor': columnsOf(schema.donors),
  'create:bloodRequest': columnsOf(schema.bloodRequests),
  'complete:bloodRequest': columnsOf(schema.bloodRequests),
  'setLocation:bloodRequest': columnsOf(schema.bloodRequests),
  'create:contact': columnsOf(schema.contacts),
  'update:contact': columnsOf(schema.contacts),
  'create:union': columnsOf(schema.unions),
  'delete:union': columnsOf(schema.unions),
  'create:village': columnsOf(schema.villages),
  'delete:village': columnsOf(schema.villages),
  // A place renamed: a union, an upazila or a village.
  'update:?': [
    ...columnsOf(schema.unions),
    ...columnsOf(schema.upazilas),
    ...columnsOf(schema.villages),
  ],
  'roleChange:user': columnsOf(schema.users),
  'create:patient': columnsOf(schema.patients),
  'update:patient': columnsOf(schema.patients),
  'pausePatient:patient': columnsOf(schema.patients),
  'resumePatient:patient': columnsOf(schema.patients),
  // A unit changed (server/domain/units.ts unitState): its names, its number, its places by level.
  'update:unit': ['nameBn', 'nameEn', 'phone', 'divisionIds', 'districtIds', 'upazilaIds'],
  'delete:user': columnsOf(schema.users),
  'addDonation:donor': columnsOf(schema.donations),
  'removeDonation:donor': columnsOf(schema.donations),
  'donate:donor': columnsOf(schema.donations),
  'donationGiven:bloodRequest': columnsOf(schema.donations),
  'recordCall:donor': columnsOf(schema.donorCalls),
  // The settings saved: the waits, the alert limits, the community's name in each language.
  'changeSettings:settings': [
    ...Object.keys(ELIGIBILITY_DEFAULTS),
    ...Object.keys(ALERT_DEFAULTS),
    ...Object.keys(COMMUNITY_NAME_DEFAULTS),
  ],
};

/** Details the reading cannot follow, by action: what the server puts there. */
const OPEN_FIELDS: Record<string, string[]> = {
  // The purge job passes `{ emptied: true }` for a donor kept as the anchor of its history.
  purge: ['emptied'],
  // The place the donor gave, as ids.
  donorCompletedDetails: ['divisionId', 'districtId', 'upazilaId', 'unionId'],
};

/** Keys inside a field's value that are fields themselves: an export's filter is its query. */
const NESTED_FIELDS: Record<string, string[]> = {
  filter: [
    ...Object.keys(donorExportQuery.shape),
    ...Object.keys(bloodRequestExportQuery.shape),
  ].filter((key) => key !== 'format' && key !== 'language'),
};

/** Every list of codes the details carry, by the field that carries them. */
const CODES: Record<string, readonly string[]> = {
  status: [
    'pending',
    'verified',
    ...BLOOD_REQUEST_STATES,
    ...optionsOf(bloodRequestExportQuery.shape.status),
  ],
  state: IMPORT_JOB_STATES,
  role: ROLES,
  gender: GENDER_CODES,
  genders: GENDER_CODES,
  bloodGroup: BLOOD_GROUPS,
  bloodGroupFilterData: BLOOD_GROUPS,
  outcome: CALL_OUTCOMES,
  kind: DONATION_KINDS,
  precision: ['day', 'month', 'year', 'monthsAgo'] satisfies DatePrecision[],
  consentSource: CONSENT_SOURCES,
  via: PLEDGE_SOURCES,
  answer: ALERT_ANSWERS,
  familyAnswer: FAMILY_ANSWERS,
  channel: ALERT_CHANNELS,
  channels: ALERT_CHANNELS,
  language: DONOR_LANGUAGES,
  requesterLanguage: DONOR_LANGUAGES,
  reach: WAVE_REACHES,
  sharing: DONOR_SHARINGS,
  filter: INVITE_FILTERS,
  skipped: INVITE_SKIP_REASONS,
  list: optionsOf(donorExportQuery.shape.list),
  format: EXPORT_FORMATS,
  consent: CONSENT_FILTERS,
  details: DETAILS_FILTERS,
};

/** An enum's codes through its default. */
function optionsOf(field: unknown): string[] {
  let inner = field as { unwrap?: () => unknown; options?: string[] };
  while (!inner.options && inner.unwrap) inner = inner.unwrap() as typeof inner;
  return inner.options ?? [];
}

const key = (e: Written) => `${e.action}:${e.target}`;

/** Every field an action's details can carry. */
function fieldsOf(action: string): string[] {
  const fields = new Set<string>();
  for (const event of events.filter((e) => e.action === action)) {
    for (const field of event.fields) fields.add(field);
    if (event.rows) for (const field of ROW_FIELDS[key(event)] ?? []) fields.add(field);
    if (event.open.length) for (const field of OPEN_FIELDS[action] ?? []) fields.add(field);
  }
  for (const field of [...fields])
    for (const nested of NESTED_FIELDS[field] ?? []) fields.add(nested);
  return [...fields].sort();
}

describe('the words of the audit trail', () => {
  it('reads the events from the server source (the reading itself works)', () => {
    // Places the reading must find: a literal, a helper's row, a local object, an export's filter.
    const signUp = events.find((e) => e.action === 'signUp');
    expect([...(signUp?.fields ?? [])].sort()).toEqual(['email', 'name']);
    expect(events.find((e) => e.action === 'verify')?.rows).toBe(true);
    expect(events.find((e) => e.action === 'phoneChangeRequested')?.codes).toEqual([
      ['via', 'donorLink'],
    ]);
    expect(fieldsOf('export')).toEqual(expect.arrayContaining(['filter', 'list', 'genders']));
    expect(events.length).toBeGreaterThan(50);
  });

  it('writes exactly the actions of AUDIT_ACTIONS, each named in both languages', () => {
    expect([...new Set(events.map((e) => e.action))].sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const action of AUDIT_ACTIONS) {
      const words = inEach(() => actionWord(action));
      for (const each of LANGUAGES) expect(words[each], `${each} ${action}`).not.toBe(action);
      expect(words.bn).not.toBe(words.en);
    }
  });

  it('knows which row or which fields every event’s details are', () => {
    const unknownRows = events.filter((e) => e.rows && !ROW_FIELDS[key(e)]);
    expect(unknownRows.map((e) => `${key(e)} at ${e.where}`)).toEqual([]);
    const unfollowed = events.filter((e) => e.open.length && !OPEN_FIELDS[e.action]);
    expect(unfollowed.map((e) => `${e.action} at ${e.where}: ${e.open.join(' | ')}`)).toEqual([]);
  });

  it('names every field of every action’s details in Bengali and in English', () => {
    const missing: string[] = [];
    for (const action of AUDIT_ACTIONS) {
      for (const field of fieldsOf(action)) {
        const words = inEach(() => fieldWord(field));
        for (const each of LANGUAGES)
          if (words[each] === field) missing.push(`${each}: ${action}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has words for every code the details carry, and for every code written as a literal', () => {
    const missing: string[] = [];
    const check = (field: string, code: string, where: string) => {
      for (const each of LANGUAGES) {
        language = each;
        if (!codeWord(field, code)) missing.push(`${each}: ${field} = ${code} (${where})`);
      }
    };
    for (const [field, codes] of Object.entries(CODES))
      for (const code of codes) check(field, code, 'common');
    for (const event of events)
      for (const [field, code] of event.codes)
        // A name, a reason or a type written by the server is text, not a code.
        if (CODES[field] || ['via', 'push', 'reason', 'state'].includes(field))
          check(field, code, event.where);
    expect(missing).toEqual([]);
  });

  it('shows a sample of every action’s details with no code left raw, in both languages', () => {
    for (const action of AUDIT_ACTIONS) {
      const sample = Object.fromEntries(
        fieldsOf(action).map((field) => [field, CODES[field]?.[0] ?? 'sample']),
      );
      const lines = inEach(() => describeChanges(sample));
      for (const each of LANGUAGES) {
        for (const { field, text } of lines[each]) {
          expect(text.startsWith(`${field}:`), `${each} ${action}: ${text}`).toBe(false);
          const code = CODES[field]?.[0];
          if (code && field !== 'bloodGroup' && field !== 'bloodGroupFilterData')
            expect(text.endsWith(`: ${code}`), `${each} ${action}: ${text}`).toBe(false);
        }
      }
    }
  });
});
