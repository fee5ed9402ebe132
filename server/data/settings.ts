import { eq, sql } from 'drizzle-orm';
import {
  ALERT_DEFAULTS,
  ELIGIBILITY_DEFAULTS,
  type EligibilityDays,
} from '../../common/constants.ts';
import { alertSettings, type AlertSettings } from '../../common/schemas/alerts.ts';
import { unitSettings } from '../../common/schemas/units.ts';
import {
  COMMUNITY_NAME_DEFAULTS,
  communitySettings,
  eligibilitySettings,
  type CommunitySettings,
} from '../../common/schemas/donations.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { settingsDownTo } from './units.ts';
import { refreshAllEligibility } from './donor-derived.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ELIGIBILITY_KEY = 'eligibility';
const LOCK = sql`hashtext('settings:eligibility')`;

/**
 * The waits after a donation: the saved setting, or the defaults where none is saved (or a saved
 * value is no longer valid). Inside a transaction that changes history, call `lockEligibility`
 * first so that a settings change cannot interleave.
 */
export async function readEligibility(tx: Db | Tx): Promise<EligibilityDays> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ELIGIBILITY_KEY));
  const parsed = eligibilitySettings.partial().safeParse(row?.value ?? {});
  return { ...ELIGIBILITY_DEFAULTS, ...(parsed.success ? parsed.data : {}) };
}

/** Shared lock held by history changes; a settings change takes it exclusively. */
export async function lockEligibility(tx: Tx): Promise<EligibilityDays> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK})`);
  return readEligibility(tx);
}

/**
 * Saves new waits and recomputes every donor's next-eligible time in the same transaction, so
 * that who is available changes at once.
 */
export async function saveEligibility(
  db: Db,
  days: EligibilityDays,
  userId: string | null,
): Promise<EligibilityDays> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    await tx
      .insert(settings)
      .values({ key: ELIGIBILITY_KEY, value: days, updatedBy: userId })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: days, updatedBy: userId, updatedAt: new Date() },
      });
    await refreshAllEligibility(tx, days);
    return days;
  });
}

const ALERTS_KEY = 'alerts';

/**
 * The alert limits and quiet hours: the defaults, under the installation's saved setting, under the
 * values of `unitId` and the units above it (the nearest wins; docs/decisions/056-units.md). A
 * saved value that is no longer valid is passed over.
 */
export async function readAlertSettings(
  tx: Db | Tx,
  unitId: string | null = null,
): Promise<AlertSettings> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ALERTS_KEY));
  const parsed = alertSettings.partial().safeParse(row?.value ?? {});
  const units = unitId ? await settingsDownTo(tx, unitId) : [];
  return Object.assign(
    { ...ALERT_DEFAULTS, ...(parsed.success ? parsed.data : {}) },
    ...units.map((stored) => {
      const unit = unitSettings.safeParse(stored);
      return unit.success ? (unit.data.alerts ?? {}) : {};
    }),
  );
}

export async function saveAlertSettings(
  tx: Db | Tx,
  value: AlertSettings,
  userId: string | null,
): Promise<AlertSettings> {
  await tx
    .insert(settings)
    .values({ key: ALERTS_KEY, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy: userId, updatedAt: new Date() },
    });
  return value;
}

const COMMUNITY_KEY = 'community';

/**
 * The community's name in Bengali and English (who asks, in invitations): the saved setting, or the
 * product's name where none is saved (or the saved one is no longer valid).
 */
export async function readCommunityName(tx: Db | Tx): Promise<CommunitySettings> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, COMMUNITY_KEY));
  const parsed = communitySettings.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...COMMUNITY_NAME_DEFAULTS };
}

export async function saveCommunityName(
  tx: Db | Tx,
  value: CommunitySettings,
  userId: string | null,
): Promise<CommunitySettings> {
  await tx
    .insert(settings)
    .values({ key: COMMUNITY_KEY, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy: userId, updatedAt: new Date() },
    });
  return value;
}
