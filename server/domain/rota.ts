import type { EligibilityDays } from '../../common/constants.ts';
import { DAY_MS } from '../../common/dates.ts';

/**
 * The planning rule of blood bridges (docs/decisions/057-blood-bridges.md), as one pure function:
 * no database, no clock. Planning reads the current state every time it runs (the bridges, the
 * donors' history and pauses, the answers volunteers recorded), so a donor who pauses or reports a
 * donation elsewhere is planned again at the next read; only the answers are stored.
 *
 * - A patient's sessions fall every `intervalDays` from `nextSessionOn`, inside [from, from + days).
 * - Sessions of every patient given are planned together, in date order (then in the order the
 *   patients are given), so donors shared by two bridges are booked once.
 * - A session keeps the donors who were asked, confirmed or gave for it (while they may still give
 *   that day), shows the ones who declined, left an ask unanswered (noAnswer) or could not be
 *   asked (unreachable), and fills the remaining bags from its bridge: donors
 *   who may give that day (not paused, rested since their last donation, and a whole rest period
 *   of their sex away from each of their other bookings, before and after, for any patient),
 *   least recently booked or donated first, then in bridge order.
 * - A donor brought in for a session someone declined (or did not answer, or could not be asked) is a `backfill`,
 *   otherwise `planned`.
 */

export type SlotState =
  | 'planned'
  | 'asked'
  | 'confirmed'
  | 'declined'
  | 'noAnswer'
  | 'unreachable'
  | 'backfill'
  | 'given';
/**
 * What is stored of a donor at a session; noAnswer is an ask left a day without answer
 * (decisions/061), unreachable a donor the app could not ask when their ask was due (decisions/067).
 */
export type Answer = 'asked' | 'confirmed' | 'declined' | 'noAnswer' | 'unreachable' | 'given';

export interface RotaPatient {
  id: string;
  /** YYYY-MM-DD */
  nextSessionOn: string;
  intervalDays: number;
  bags: number;
  paused: boolean;
  /** The bridge's donors (not those who left), in bridge order. */
  bridge: readonly string[];
}

export interface RotaDonor {
  id: string;
  /** male | female | third | unknown | null: the rest period of whole blood follows it. */
  gender: string | null;
  /** Verified, not archived: may be planned at all. */
  usable: boolean;
  /** The first day the donor may give again after their latest donation (null: any day). */
  eligibleFrom: string | null;
  /** Their latest donation's day (null: none known), for "least recently booked". */
  lastDonatedOn: string | null;
  /** Paused until this day (exclusive; null: not paused). */
  pausedUntil: string | null;
}

export interface RotaAnswer {
  patientId: string;
  /** YYYY-MM-DD, the session's day */
  date: string;
  donorId: string;
  state: Answer;
}

export interface PlannedSession {
  date: string;
  bags: number;
  covered: boolean;
  donors: { donorId: string; state: SlotState }[];
}

export interface RotaInput {
  patients: readonly RotaPatient[];
  donors: readonly RotaDonor[];
  answers: readonly RotaAnswer[];
  /** The first day planned (today, in Bangladesh). */
  from: string;
  days: number;
  rest: EligibilityDays;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days a donor of this gender rests after giving whole blood. */
export function restDaysOf(gender: string | null, rest: EligibilityDays): number {
  if (gender === 'male') return rest.wholeBloodMaleDays;
  if (gender === 'female') return rest.wholeBloodFemaleDays;
  return rest.wholeBloodOtherDays;
}

/** The session days of one patient inside [from, from + days). */
export function sessionDays(patient: RotaPatient, from: string, days: number): string[] {
  const start = dayNumber(from);
  const end = start + days;
  let day = dayNumber(patient.nextSessionOn);
  if (day < start) day += Math.ceil((start - day) / patient.intervalDays) * patient.intervalDays;
  const out: string[] = [];
  for (; day < end; day += patient.intervalDays) out.push(dayOf(day));
  return out;
}

/** Plans every given patient's sessions together; the answer maps a patient's id to its sessions. */
export function planRota(input: RotaInput): Map<string, PlannedSession[]> {
  const donors = new Map(input.donors.map((d) => [d.id, d]));
  const answers = new Map<string, RotaAnswer[]>();
  for (const a of input.answers) {
    const key = `${a.patientId} ${a.date}`;
    answers.set(key, [...(answers.get(key) ?? []), a]);
  }
  const restOf = (id: string) => restDaysOf(donors.get(id)?.gender ?? null, input.rest);
  /** May the donor give on `day` by their own state (history, pause), bookings aside? */
  const free = (id: string, day: number) => {
    const d = donors.get(id);
    if (!d || !d.usable) return false;
    if (d.eligibleFrom && day < dayNumber(d.eligibleFrom)) return false;
    if (d.pausedUntil && day < dayNumber(d.pausedUntil)) return false;
    return true;
  };

  const start = dayNumber(input.from);
  type Session = { patient: RotaPatient; order: number; day: number; date: string };
  const sessions: Session[] = [];
  input.patients.forEach((patient, order) => {
    if (patient.paused) return;
    for (const date of sessionDays(patient, input.from, input.days))
      sessions.push({ patient, order, day: dayNumber(date), date });
  });
  sessions.sort((a, b) => a.day - b.day || a.order - b.order);

  // Each donor's booked days: first the answers that hold (given always; asked and confirmed
  // while the donor may still give that day), then each planned day as it is planned.
  const booked = new Map<string, number[]>();
  const book = (id: string, day: number) => booked.set(id, [...(booked.get(id) ?? []), day]);
  const holds = (a: RotaAnswer) =>
    a.state === 'given' ||
    ((a.state === 'asked' || a.state === 'confirmed') && free(a.donorId, dayNumber(a.date)));
  const planned = new Set(input.patients.filter((p) => !p.paused).map((p) => p.id));
  for (const a of input.answers)
    if (planned.has(a.patientId) && dayNumber(a.date) >= start && holds(a))
      book(a.donorId, dayNumber(a.date));

  const out = new Map<string, PlannedSession[]>(input.patients.map((p) => [p.id, []]));
  for (const session of sessions) {
    const said = answers.get(`${session.patient.id} ${session.date}`) ?? [];
    const kept = said.filter((a) => a.state !== 'declined' && holds(a));
    const declined = said.filter(
      (a) => a.state === 'declined' || a.state === 'noAnswer' || a.state === 'unreachable',
    );
    const taken = new Set([...kept, ...declined].map((a) => a.donorId));
    // Donors of a kept answer in the bridge no more still count: they were asked for this day.
    const needed = Math.max(0, session.patient.bags - kept.length);
    const lastBooked = (id: string) => {
      const before = (booked.get(id) ?? []).filter((b) => b < session.day);
      const donated = donors.get(id)?.lastDonatedOn;
      const all = donated ? [...before, dayNumber(donated)] : before;
      return all.length ? Math.max(...all) : -Infinity;
    };
    const candidates = session.patient.bridge
      .map((id, position) => ({ id, position }))
      .filter(
        ({ id }) =>
          !taken.has(id) &&
          free(id, session.day) &&
          (booked.get(id) ?? []).every((b) => Math.abs(b - session.day) >= restOf(id)),
      )
      .map((c) => ({ ...c, last: lastBooked(c.id) }))
      .sort((a, b) => a.last - b.last || a.position - b.position);
    const picks = candidates.slice(0, needed);
    for (const pick of picks) book(pick.id, session.day);
    out.get(session.patient.id)!.push({
      date: session.date,
      bags: session.patient.bags,
      covered: kept.length + picks.length >= session.patient.bags,
      donors: [
        ...kept.map((a) => ({ donorId: a.donorId, state: a.state as SlotState })),
        ...picks.map((p, i) => ({
          donorId: p.id,
          state: (i < declined.length ? 'backfill' : 'planned') as SlotState,
        })),
        ...declined.map((a) => ({ donorId: a.donorId, state: a.state as SlotState })),
      ],
    });
  }
  return out;
}
