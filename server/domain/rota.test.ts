import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_DEFAULTS } from '../../common/constants.ts';
import { addDays, daysBetween } from '../../common/dates.ts';
import {
  planRota,
  sessionDays,
  type RotaAnswer,
  type RotaDonor,
  type RotaInput,
  type RotaPatient,
} from './rota.ts';

/** The planning rule of blood bridges (server/domain/rota.ts), on made-up patients and donors. */

const FROM = '2026-12-07';
const rest = { ...ELIGIBILITY_DEFAULTS };

const donor = (id: string, over: Partial<RotaDonor> = {}): RotaDonor => ({
  id,
  gender: 'male',
  usable: true,
  eligibleFrom: null,
  lastDonatedOn: null,
  pausedUntil: null,
  ...over,
});
const patient = (id: string, bridge: string[], over: Partial<RotaPatient> = {}): RotaPatient => ({
  id,
  nextSessionOn: FROM,
  intervalDays: 21,
  bags: 1,
  paused: false,
  bridge,
  ...over,
});
const plan = (over: Partial<RotaInput>) =>
  planRota({ patients: [], donors: [], answers: [], from: FROM, days: 90, rest, ...over });

/** Every (donor, day) booked (not declined) across all the sessions planned. */
function bookings(result: ReturnType<typeof planRota>) {
  const out: { donorId: string; date: string }[] = [];
  for (const sessions of result.values())
    for (const s of sessions)
      for (const d of s.donors)
        if (d.state !== 'declined') out.push({ donorId: d.donorId, date: s.date });
  return out;
}

/** The smallest gap in days between two bookings of one donor (Infinity when none gives twice). */
function tightestGap(result: ReturnType<typeof planRota>, donorId: string) {
  const days = bookings(result)
    .filter((b) => b.donorId === donorId)
    .map((b) => b.date)
    .sort();
  let gap = Infinity;
  for (let i = 1; i < days.length; i++) gap = Math.min(gap, daysBetween(days[i - 1]!, days[i]!));
  return gap;
}

const SIX = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'];

describe('sessions', () => {
  it('fall every interval from the next session, inside the window', () => {
    expect(sessionDays(patient('p', []), FROM, 90)).toEqual(
      [0, 21, 42, 63, 84].map((n) => addDays(FROM, n)),
    );
  });

  it('start from the first one on or after today when the next session is past', () => {
    const p = patient('p', [], { nextSessionOn: addDays(FROM, -10), intervalDays: 14 });
    expect(sessionDays(p, FROM, 30)).toEqual([addDays(FROM, 4), addDays(FROM, 18)]);
  });

  it('are none for a paused patient', () => {
    const result = plan({
      patients: [patient('p', SIX, { paused: true })],
      donors: SIX.map((id) => donor(id)),
    });
    expect(result.get('p')).toEqual([]);
  });
});

describe('a bridge of six men for a patient every 21 days', () => {
  const result = plan({ patients: [patient('p', SIX)], donors: SIX.map((id) => donor(id)) });
  const sessions = result.get('p')!;

  it('covers every session in 90 days, each by a different bridge donor', () => {
    expect(sessions.length).toBe(5);
    expect(sessions.every((s) => s.covered)).toBe(true);
    const given = sessions.map((s) => s.donors[0]!.donorId);
    expect(new Set(given).size).toBe(5);
    expect(given.every((id) => SIX.includes(id))).toBe(true);
  });

  it('takes the least recently booked first: those who never gave, in bridge order', () => {
    expect(sessions.map((s) => s.donors[0])).toEqual(
      ['m1', 'm2', 'm3', 'm4', 'm5'].map((donorId) => ({ donorId, state: 'planned' })),
    );
  });

  it('takes the donor who gave longest ago before one who gave lately', () => {
    const lately = plan({
      patients: [patient('p', ['m1', 'm2'], { intervalDays: 60 })],
      donors: [
        donor('m1', { lastDonatedOn: addDays(FROM, -100) }),
        donor('m2', { lastDonatedOn: addDays(FROM, -200) }),
      ],
    });
    expect(lately.get('p')![0]!.donors[0]!.donorId).toBe('m2');
  });

  it('needs as many donors as bags', () => {
    const two = plan({
      patients: [patient('p', SIX, { bags: 2 })],
      donors: SIX.map((id) => donor(id)),
    });
    const s = two.get('p')!;
    expect(s[0]!.donors.map((d) => d.donorId)).toEqual(['m1', 'm2']);
    expect(s[2]!.donors.map((d) => d.donorId)).toEqual(['m5', 'm6']);
    // 12 bags in 90 days from six men who rest 90 days: three sessions covered.
    expect(s.map((x) => x.covered)).toEqual([true, true, true, false, false]);
  });
});

describe('rest periods by sex', () => {
  const input = (womanGender: string) => ({
    patients: [patient('p', ['man', 'woman'], { intervalDays: 45 })],
    donors: [donor('man'), donor('woman', { gender: womanGender })],
    days: 180,
  });

  it('keeps each donor a whole rest period of their sex apart (a man 90 days, a woman 120)', () => {
    const result = plan(input('female'));
    const sessions = result.get('p')!;
    expect(sessions.map((s) => s.donors.map((d) => d.donorId))).toEqual([
      ['man'],
      ['woman'],
      ['man'],
      [],
    ]);
    expect(sessions[3]!.covered).toBe(false);
    expect(tightestGap(result, 'man')).toBeGreaterThanOrEqual(90);
    expect(tightestGap(result, 'woman')).toBeGreaterThanOrEqual(120);
  });

  it('would cover the last session if the woman rested like a man', () => {
    const sessions = plan({ ...input('female'), rest: { ...rest, wholeBloodFemaleDays: 90 } }).get(
      'p',
    )!;
    expect(sessions[3]!.donors.map((d) => d.donorId)).toEqual(['woman']);
  });

  it('waits for a donor resting after their last donation', () => {
    const result = plan({
      patients: [patient('p', ['m1'], { intervalDays: 30 })],
      donors: [donor('m1', { eligibleFrom: addDays(FROM, 40), lastDonatedOn: addDays(FROM, -50) })],
    });
    expect(result.get('p')!.map((s) => s.donors.map((d) => d.donorId))).toEqual([[], [], ['m1']]);
  });
});

describe('two patients sharing donors', () => {
  const result = plan({
    patients: [patient('a', SIX), patient('b', SIX, { nextSessionOn: addDays(FROM, 7) })],
    donors: SIX.map((id) => donor(id)),
  });

  it('never books one donor for both within a rest period', () => {
    for (const id of SIX) expect(tightestGap(result, id)).toBeGreaterThanOrEqual(90);
  });

  it('covers as many sessions as the shared donors can give, earliest first', () => {
    const covered = [...result.values()].flat().filter((s) => s.covered).length;
    expect(covered).toBe(6);
    expect(result.get('a')![0]!.covered && result.get('b')![0]!.covered).toBe(true);
    expect(result.get('a')![4]!.covered).toBe(false);
  });
});

describe('answers', () => {
  const answer = (date: string, donorId: string, state: RotaAnswer['state']): RotaAnswer => ({
    patientId: 'p',
    date,
    donorId,
    state,
  });

  it('brings the next bridge donor in when one declines, as a backfill', () => {
    const result = plan({
      patients: [patient('p', SIX)],
      donors: SIX.map((id) => donor(id)),
      answers: [answer(FROM, 'm1', 'declined')],
    });
    const [first, second] = result.get('p')!;
    expect(first!.covered).toBe(true);
    expect(first!.donors).toEqual([
      { donorId: 'm2', state: 'backfill' },
      { donorId: 'm1', state: 'declined' },
    ]);
    // The one who declined is free for the next session.
    expect(second!.donors).toEqual([{ donorId: 'm1', state: 'planned' }]);
  });

  it.each(['noAnswer', 'unreachable'] as const)(
    'counts %s like a decline: shown as such, the backfill brought in',
    (state) => {
      const result = plan({
        patients: [patient('p', SIX)],
        donors: SIX.map((id) => donor(id)),
        answers: [answer(FROM, 'm1', state)],
      });
      expect(result.get('p')![0]!.donors).toEqual([
        { donorId: 'm2', state: 'backfill' },
        { donorId: 'm1', state },
      ]);
    },
  );

  it('keeps a confirmed donor on their session and off every session within their rest', () => {
    const result = plan({
      patients: [patient('p', SIX)],
      donors: SIX.map((id) => donor(id)),
      answers: [answer(addDays(FROM, 21), 'm1', 'confirmed')],
    });
    const sessions = result.get('p')!;
    expect(sessions[0]!.donors).toEqual([{ donorId: 'm2', state: 'planned' }]);
    expect(sessions[1]!.donors).toEqual([{ donorId: 'm1', state: 'confirmed' }]);
    expect(bookings(result).filter((b) => b.donorId === 'm1')).toHaveLength(1);
  });

  it('is uncovered when every bridge donor declines or rests', () => {
    const result = plan({
      patients: [patient('p', ['m1', 'm2'])],
      donors: [donor('m1'), donor('m2', { eligibleFrom: addDays(FROM, 5) })],
      answers: [answer(FROM, 'm1', 'declined')],
    });
    expect(result.get('p')![0]).toEqual({
      date: FROM,
      bags: 1,
      covered: false,
      donors: [{ donorId: 'm1', state: 'declined' }],
    });
  });
});

describe('a donor who pauses or gives elsewhere mid-plan', () => {
  const base = { patients: [patient('p', SIX)], answers: [] as RotaAnswer[] };
  const before = plan({ ...base, donors: SIX.map((id) => donor(id)) }).get('p')!;

  it('is planned again around the pause, and the sessions stay covered', () => {
    const paused = SIX.map((id) =>
      donor(id, id === 'm2' ? { pausedUntil: addDays(FROM, 60) } : {}),
    );
    const after = plan({ ...base, donors: paused }).get('p')!;
    expect(before[1]!.donors[0]!.donorId).toBe('m2');
    expect(after[1]!.donors[0]!.donorId).not.toBe('m2');
    expect(after.every((s) => s.covered)).toBe(true);
    const m2 = bookings(new Map([['p', after]])).filter((b) => b.donorId === 'm2');
    expect(m2.every((b) => b.date >= addDays(FROM, 60))).toBe(true);
  });

  it('loses a confirmed session they can no longer give at, which is planned again', () => {
    const gaveElsewhere = SIX.map((id) =>
      donor(
        id,
        id === 'm1' ? { eligibleFrom: addDays(FROM, 80), lastDonatedOn: addDays(FROM, -10) } : {},
      ),
    );
    const after = plan({
      ...base,
      donors: gaveElsewhere,
      answers: [{ patientId: 'p', date: addDays(FROM, 21), donorId: 'm1', state: 'confirmed' }],
    }).get('p')!;
    expect(after[1]!.covered).toBe(true);
    expect(after[1]!.donors.map((d) => d.donorId)).not.toContain('m1');
  });

  it('is never planned when no longer usable (archived or unverified)', () => {
    const after = plan({
      ...base,
      donors: SIX.map((id) => donor(id, { usable: id !== 'm1' })),
    }).get('p')!;
    expect(bookings(new Map([['p', after]])).some((b) => b.donorId === 'm1')).toBe(false);
  });
});
