import { Link } from 'react-router';
import type { ImportResult } from '../../../common/schemas/imports.ts';
import { importText as t } from '../../i18n/import.ts';

/**
 * The last step: what Confirm wrote, the way to the donor list, and (when it added donors) the way
 * to invite exactly those donors and follow them (decisions/052).
 */
export function ResultStep({
  result,
  jobId,
}: {
  result: Omit<ImportResult, 'jobId'>;
  jobId: string;
}) {
  return (
    <div className="import-done" role="status">
      <p>{t.done(result.created, result.updated, result.skipped)}</p>
      {result.created > 0 && (
        <Link
          to={`/dashboard/invitations?import=${encodeURIComponent(jobId)}`}
          className="btn btn-primary"
          data-testid="invite-import"
        >
          {t.inviteThese}
        </Link>
      )}
      <Link to="/dashboard/donor-list" className="btn btn-dark">
        {t.toList}
      </Link>
    </div>
  );
}
