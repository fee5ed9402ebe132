import { Link } from 'react-router';
import type { ImportResult } from '../../../common/schemas/imports.ts';
import { importText as t } from '../../i18n/import.ts';

/** The last step: what Confirm wrote, and the way to the donor list. */
export function ResultStep({ result }: { result: ImportResult }) {
  return (
    <div className="import-done" role="status">
      <p>{t.done(result.created, result.updated, result.skipped)}</p>
      <Link to="/dashboard/donor-list" className="btn btn-dark">
        {t.toList}
      </Link>
    </div>
  );
}
