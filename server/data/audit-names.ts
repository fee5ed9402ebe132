import { inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bloodRequests,
  contacts,
  donors,
  patients,
  unions,
  upazilas,
  users,
  villages,
} from '../db/schema.ts';

export interface TargetName {
  name: string;
  archived: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^\d{1,9}$/;

/**
 * The names of the records a page of audit events is about (donors, requests' patients, contacts,
 * recurring patients, places, accounts), where they still exist: `target:id`
 * → name (a purged donor's emptied row has none; places in the screen's language). One query per
 * kind of target on the page.
 */
export async function targetNames(
  db: Db,
  events: { target: string; targetId: string | null }[],
  english = false,
): Promise<Map<string, TargetName>> {
  const ids = (target: string, shape: RegExp) => [
    ...new Set(
      events
        .filter((e) => e.target === target && e.targetId && shape.test(e.targetId))
        .map((e) => e.targetId!),
    ),
  ];
  const found = new Map<string, TargetName>();
  const put = (target: string, id: string | number, name: string | null, archived = false) => {
    if (name) found.set(`${target}:${id}`, { name, archived });
  };
  const donorIds = ids('donor', UUID);
  const requestIds = ids('bloodRequest', UUID);
  const contactIds = ids('contact', UUID);
  const patientIds = ids('patient', UUID);
  const villageIds = ids('village', UUID);
  const unionIds = ids('union', INTEGER).map(Number);
  const upazilaIds = ids('upazila', INTEGER).map(Number);
  const userKeys = ids('user', /^.{1,254}$/);
  await Promise.all([
    donorIds.length &&
      db
        .select({ id: donors.id, name: donors.name, archivedAt: donors.archivedAt })
        .from(donors)
        .where(inArray(donors.id, donorIds))
        .then((rows) => rows.forEach((r) => put('donor', r.id, r.name, r.archivedAt !== null))),
    requestIds.length &&
      db
        .select({
          id: bloodRequests.id,
          name: bloodRequests.patientName,
          archivedAt: bloodRequests.archivedAt,
        })
        .from(bloodRequests)
        .where(inArray(bloodRequests.id, requestIds))
        .then((rows) =>
          rows.forEach((r) => put('bloodRequest', r.id, r.name, r.archivedAt !== null)),
        ),
    contactIds.length &&
      db
        .select({ id: contacts.id, name: contacts.name, archivedAt: contacts.archivedAt })
        .from(contacts)
        .where(inArray(contacts.id, contactIds))
        .then((rows) => rows.forEach((r) => put('contact', r.id, r.name, r.archivedAt !== null))),
    patientIds.length &&
      db
        .select({ id: patients.id, name: patients.name, archivedAt: patients.archivedAt })
        .from(patients)
        .where(inArray(patients.id, patientIds))
        .then((rows) => rows.forEach((r) => put('patient', r.id, r.name, r.archivedAt !== null))),
    villageIds.length &&
      db
        .select({ id: villages.id, name: english ? villages.name : villages.bnName })
        .from(villages)
        .where(inArray(villages.id, villageIds))
        .then((rows) => rows.forEach((r) => put('village', r.id, r.name))),
    unionIds.length &&
      db
        .select({ id: unions.id, name: english ? unions.name : unions.bnName })
        .from(unions)
        .where(inArray(unions.id, unionIds))
        .then((rows) => rows.forEach((r) => put('union', r.id, r.name))),
    upazilaIds.length &&
      db
        .select({ id: upazilas.id, name: english ? upazilas.name : upazilas.bnName })
        .from(upazilas)
        .where(inArray(upazilas.id, upazilaIds))
        .then((rows) => rows.forEach((r) => put('upazila', r.id, r.name))),
    // A user target is named by id (delete) or by email (role change).
    userKeys.length &&
      db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(or(inArray(users.id, userKeys), inArray(users.email, userKeys)))
        .then((rows) =>
          rows.forEach((r) => {
            put('user', r.id, r.name || r.email);
            put('user', r.email, r.name || r.email);
          }),
        ),
  ]);
  return found;
}
