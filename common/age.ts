/**
 * A person's age from a YYYY-MM-DD birth date. Kept apart from the donor schemas (which need the
 * validation library) so that a screen that only shows ages does not load that library.
 */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC dates). */
export function ageInYears(birthDate: string, today = new Date()): number {
  const [, y, m, d] = ISO_DATE.exec(birthDate) ?? [];
  const years = today.getUTCFullYear() - Number(y);
  const beforeBirthday =
    today.getUTCMonth() + 1 < Number(m) || (today.getUTCMonth() + 1 === Number(m) && today.getUTCDate() < Number(d));
  return beforeBirthday ? years - 1 : years;
}
