import {
  AUDIT_ACTIONS,
  BLOOD_GROUP_LABELS,
  type AuditAction,
  type BloodGroup,
} from '../../../common/constants.ts';
import { BANGLADESH_TIME_ZONE } from '../../../common/dates.ts';
import { activityText as t } from '../../i18n/activity.ts';
import { digits, dateTimeFormat, numberFormat } from '../../i18n/language.ts';

/**
 * The audit trail in words, in the screen's language: actions, targets and fields by name, stored
 * codes as words, dates and times in Bangladesh time, numbers with the language's digits, ids as
 * written.
 */

/** The action filter's options: every action the trail records, in its order. */
export const actionOptions = (): { code: AuditAction; label: string }[] =>
  AUDIT_ACTIONS.map((code) => ({
    code,
    label: t.actions[code],
  }));

export function actionWord(action: string): string {
  return (t.actions as Record<string, string>)[action] ?? action;
}

export function targetWord(target: string): string {
  return t.targets[target] ?? target;
}

const dateTime = () =>
  dateTimeFormat({
    timeZone: BANGLADESH_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const dateOnly = () =>
  dateTimeFormat({ timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A time from the server (ISO) as a Bangladesh date and time. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

/**
 * Fields whose value is an id (a row's uuid, a place's number, a person's id): shown as written,
 * with Latin digits and never as a number ("3275", not "৩,২৭৫"), a long one cut short.
 */
const ID_FIELDS = new Set([
  'id',
  'archivedBy',
  'cancelledBy',
  'recordedBy',
  'calledBy',
  'after',
  'divisionFilterData',
  'districtFilterData',
  'upazilaFilterData',
  'unionFilterData',
]);
export const isIdField = (field: string) => ID_FIELDS.has(field) || field.endsWith('Id');

/** An id as shown: as written, its first 8 characters and '…' when longer than 13. */
export function showId(value: string | number): string {
  const text = String(value);
  return text.length > 13 ? `${text.slice(0, 8)}…` : text;
}

/** Fields that hold another field's codes (a list of genders, of channels, a group to filter by). */
const SAME_CODES: Record<string, string> = {
  genders: 'gender',
  channels: 'channel',
  bloodGroupFilterData: 'bloodGroup',
};

/** Fields whose keys are codes with a count each (`skipped: { invitedRecently: 2 }`). */
const KEYED_BY_CODE = new Set(['skipped']);

/** A code's word for the field that carries it, undefined when the field has no such code. */
export function codeWord(field: string, code: string): string | undefined {
  const domain = SAME_CODES[field] ?? field;
  if (domain === 'bloodGroup')
    return code in BLOOD_GROUP_LABELS ? BLOOD_GROUP_LABELS[code as BloodGroup] : undefined;
  return t.values[domain]?.[code];
}

/** Digits, signs and separators only (a phone number, a quantity, a time of day). */
const NUMERIC = /^[\d\s.,:+-]+$/;

/** One stored value in words. */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isIdField(field) && (typeof value === 'string' || typeof value === 'number'))
    return showId(value);
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return numberFormat().format(value);
  if (typeof value === 'string') {
    const word = codeWord(field, value);
    if (word) return word;
    if (ISO_DATE.test(value)) {
      const day = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? value : dateOnly().format(day);
    }
    if (ISO_TIME.test(value)) return formatWhen(value);
    // Numbers written as text in the language's digits; names, places and reasons as written.
    return NUMERIC.test(value) ? digits(value) : value;
  }
  if (Array.isArray(value))
    return value.length ? value.map((item) => showValue(field, item)).join(', ') : '—';
  if (typeof value === 'object') {
    if (Object.keys(value).length === 0) return '—';
    return inReadingOrder(Object.entries(value))
      .map(([key, inner]) =>
        KEYED_BY_CODE.has(field)
          ? `${codeWord(field, key) ?? key}: ${showValue('', inner)}`
          : `${fieldWord(key)}: ${showValue(key, inner)}`,
      )
      .join(', ');
  }
  return String(value);
}

/**
 * A stored object's keys as a person reads them: 'from' before 'to' (the database keeps an
 * object's keys shortest first, so an export's filter comes back as to, from, status).
 */
function inReadingOrder(entries: [string, unknown][]): [string, unknown][] {
  const from = entries.findIndex(([key]) => key === 'from');
  const to = entries.findIndex(([key]) => key === 'to');
  if (from < 0 || to < 0 || from < to) return entries;
  const ordered = [...entries];
  [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return ordered;
}

export function fieldWord(field: string): string {
  return t.fields[field] ?? field;
}

/**
 * A change's lines, 'field: value' or 'field: before → after'. `changes` holds the values written
 * (`{name: 'x'}`) and, for an update, each changed field as `{from, to}` (server/domain/changes.ts).
 */
export function describeChanges(
  changes: Record<string, unknown> | null,
): { field: string; text: string }[] {
  return Object.entries(changes ?? {}).map(([field, value]) => {
    const pair = beforeAfter(value);
    const text = pair
      ? `${fieldWord(field)}: ${showValue(field, pair[0])} → ${showValue(field, pair[1])}`
      : `${fieldWord(field)}: ${showValue(field, value)}`;
    return { field, text };
  });
}

/** `{from, to}` and nothing else is a change; an object with other keys (an export's filter) is not. */
function beforeAfter(value: unknown): [unknown, unknown] | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !('from' in value) || !('to' in value)) return null;
  const { from, to } = value as { from: unknown; to: unknown };
  return [from, to];
}

/** Where the target can be seen in the dashboard, when it still exists. */
export function targetLink(event: {
  target: string;
  targetId: string | null;
  targetName: string | null;
  targetArchived: boolean;
}): string | null {
  if (!event.targetName || !event.targetId) return null;
  if (event.targetArchived) {
    return ['donor', 'bloodRequest', 'contact'].includes(event.target)
      ? `/dashboard/archive?kind=${event.target}`
      : null;
  }
  const q = encodeURIComponent(event.targetName);
  switch (event.target) {
    case 'donor':
      return `/dashboard/donor-list?q=${q}`;
    case 'bloodRequest':
      return `/dashboard/blood-request/${encodeURIComponent(event.targetId)}/matches`;
    case 'contact':
      return '/dashboard/add-contact';
    case 'user':
      return `/dashboard/user-list?q=${q}`;
    case 'upazila':
    case 'union':
    case 'village':
      return '/dashboard/address';
    default:
      return null;
  }
}
