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
 * codes as words, times in Bangladesh time, numbers with the language's digits.
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

/** One stored value in words. */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return numberFormat().format(value);
  if (typeof value === 'string') {
    if (field === 'bloodGroup' && value in BLOOD_GROUP_LABELS)
      return BLOOD_GROUP_LABELS[value as BloodGroup];
    if (t.values[value]) return t.values[value]!;
    if (ISO_DATE.test(value)) {
      const day = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? digits(value) : dateOnly().format(day);
    }
    if (ISO_TIME.test(value)) return formatWhen(value);
    return digits(value);
  }
  if (Array.isArray(value)) return value.map((item) => showValue(field, item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldWord(key)}: ${showValue(key, inner)}`)
      .join(', ');
  }
  return digits(String(value));
}

export function fieldWord(field: string): string {
  return t.fields[field] ?? field;
}

/**
 * A change's lines, 'field: value' or 'field: before → after'. `changes` holds either the values
 * sent (`{name: 'x'}`) or, for events that keep both, `[before, after]` pairs or `{from, to}`.
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

function beforeAfter(value: unknown): [unknown, unknown] | null {
  if (Array.isArray(value) && value.length === 2) return [value[0], value[1]];
  if (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    ('from' in value || 'to' in value)
  ) {
    const { from, to } = value as { from?: unknown; to?: unknown };
    return [from, to];
  }
  return null;
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
