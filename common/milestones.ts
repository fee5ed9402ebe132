/**
 * Donation milestones (docs/decisions/060): counts a community honours, as the largest movements
 * do. A donor's count includes the donations before they joined (donors.donation_count).
 */
export const MILESTONES = [1, 3, 10, 25, 50] as const;

/** The largest milestone `count` has reached (0: none yet). */
export const milestoneReached = (count: number): number =>
  MILESTONES.filter((m) => m <= count).at(-1) ?? 0;

/** The next milestone after `count`, or null past the last. */
export const nextMilestone = (count: number): number | null =>
  MILESTONES.find((m) => m > count) ?? null;

/** Whether this very count is a milestone (the donation that made it is celebrated). */
export const isMilestone = (count: number): boolean =>
  (MILESTONES as readonly number[]).includes(count);

/** "You can give again" goes only to donors whose eligibility began within this many days. */
export const REMINDER_WINDOW_DAYS = 30;
/** The family's note to the donors, at most this many characters. */
export const FAMILY_NOTE_MAX = 280;

/**
 * The family's note as kept: control characters made spaces, spaces run together, and anything
 * that looks like a phone number (7 or more digits, Bengali or Latin, with spaces or dashes
 * between) masked, so that a donor never gets the family's number through it.
 */
export function cleanFamilyNote(text: string): string {
  return (
    text
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .replace(/[0-9\u09e6-\u09ef+](?:[\s-]*[0-9\u09e6-\u09ef]){6,}/g, '***')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, FAMILY_NOTE_MAX)
  );
}
