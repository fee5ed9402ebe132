import { sql, type SQL } from 'drizzle-orm';
import type { EligibilityDays } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The donor columns derived from donation history, recomputed by one UPDATE in the transaction
 * that changed the history or the waits, so that lists sort and filter on plain indexed columns
 * while the donations table stays the truth:
 *
 * - donation_count = history rows + prior_donations (donations before joining);
 * - last_donated_at = the start, in Bangladesh, of the latest donation's date;
 * - next_eligible_at = that date + the wait for the latest donation's kind (platelets) or, after
 *   whole blood, for the donor's sex; null without history, or when an admin marked the donor
 *   available after the latest donation was recorded.
 *
 * The migration that introduced history runs the same statement with the default waits.
 */
/**
 * The next-eligible time of donor `d` from `h` (its latest donation: last_date, last_kind,
 * last_recorded). One expression, used by both statements below.
 */
function nextEligible(days: EligibilityDays): SQL {
  return sql`case when h.last_date is null or d.made_available_at >= h.last_recorded then null
    else (h.last_date + case
      when h.last_kind = 'platelets' then ${days.plateletsDays}::int
      when d.gender = 'male' then ${days.wholeBloodMaleDays}::int
      when d.gender = 'female' then ${days.wholeBloodFemaleDays}::int
      else ${days.wholeBloodOtherDays}::int
    end)::timestamp at time zone 'Asia/Dhaka'
  end`;
}

/** Count, last donation and next-eligible time of the donors `where` selects (alias d). */
export function refreshDerived(tx: Db | Tx, where: SQL, days: EligibilityDays) {
  return tx.execute(sql`
    update donors d set (donation_count, last_donated_at, next_eligible_at) = (
      select d.prior_donations + h.n, h.last_date::timestamp at time zone 'Asia/Dhaka', ${nextEligible(days)}
      from (
        select count(*)::int as n, max(x.donated_at) as last_date,
          (array_agg(x.kind order by x.donated_at desc, x.created_at desc))[1] as last_kind,
          (array_agg(x.created_at order by x.donated_at desc, x.created_at desc))[1] as last_recorded
        from donations x where x.donor_id = d.id
      ) h
    )
    where ${where}`);
}

/** One donor's derived columns, after a change to its history, prior count, gender or waiver. */
export const refreshDonor = (tx: Db | Tx, donorId: string, days: EligibilityDays) =>
  refreshDerived(tx, sql`d.id = ${donorId}`, days);

/**
 * Every donor's next-eligible time after the waits changed, set-based: the latest donation of
 * each donor in one pass over the history, and only rows whose time changes are written (donors
 * without history have none and keep null).
 */
export function refreshAllEligibility(tx: Db | Tx, days: EligibilityDays) {
  return tx.execute(sql`
    update donors d set next_eligible_at = ${nextEligible(days)}
    from (
      select distinct on (x.donor_id) x.donor_id, x.donated_at as last_date, x.kind as last_kind, x.created_at as last_recorded
      from donations x
      order by x.donor_id, x.donated_at desc, x.created_at desc
    ) h
    where h.donor_id = d.id and d.next_eligible_at is distinct from ${nextEligible(days)}`);
}
