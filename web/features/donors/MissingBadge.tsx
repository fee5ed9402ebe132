import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';

/** "Details missing" beside a donor whose record a list left incomplete; its title says what is missing. */
export function MissingBadge({ donor }: { donor: Pick<DonorRow, 'missing'> }) {
  const missing = donor.missing ?? [];
  if (missing.length === 0) return null;
  const what = missing.map((detail) => t.missing.details[detail] ?? detail).join(', ');
  return (
    <span
      className="badge badge-missing"
      title={t.missing.title(what)}
      data-testid="details-missing"
    >
      {t.missing.badge}
    </span>
  );
}
