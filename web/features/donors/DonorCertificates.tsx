import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { errorText } from '../../foundation/error-text.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { formatDate } from '../../shared/format.ts';
import {
  useDonorCertificates,
  useIssueCertificate,
  useRevokeCertificate,
  type DonorCertificate,
} from './certificates-api.ts';

/**
 * The donor's certificates in the profile (docs/decisions/064): each with its milestone, its date
 * and its page; an admin issues one for the milestone reached and revokes one (after a
 * confirmation), which its public page then says.
 */
export function DonorCertificates({ donorId }: { donorId: string }) {
  const list = useDonorCertificates(donorId);
  const issue = useIssueCertificate(donorId);
  const revoke = useRevokeCertificate(donorId);
  const [revoking, setRevoking] = useState<DonorCertificate | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.code, {
      onSuccess: () => {
        toast.success(t.certificates.revoked);
        setRevoking(null);
      },
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <section className="donor-certificates" aria-labelledby={`certificates-${donorId}`}>
      <h3 id={`certificates-${donorId}`}>{t.certificates.heading}</h3>
      {list.isLoading && <p className="muted">{t.certificates.loading}</p>}
      {list.isError && <p className="field-error">{t.certificates.failed}</p>}
      {list.data &&
        (list.data.certificates.length === 0 ? (
          <p className="muted">{t.certificates.empty}</p>
        ) : (
          <ol className="history-list">
            {list.data.certificates.map((c) => (
              <li key={c.code} className="history-item" data-testid="donor-certificate">
                <div>
                  <p className="history-date">{t.certificates.milestone(c.milestone)}</p>
                  <p className="muted small">
                    {c.revokedAt
                      ? t.certificates.revokedOn(formatDate(c.revokedAt))
                      : t.certificates.issuedOn(formatDate(c.issuedAt))}
                  </p>
                  <a href={c.url} target="_blank" rel="noopener noreferrer">
                    {t.certificates.open}
                  </a>
                </div>
                {!c.revokedAt && (
                  <button
                    type="button"
                    className="btn btn-small btn-outline"
                    aria-label={t.certificates.revokeLabel(c.milestone)}
                    onClick={() => setRevoking(c)}
                  >
                    {t.certificates.revoke}
                  </button>
                )}
              </li>
            ))}
          </ol>
        ))}
      <button
        type="button"
        className="btn btn-outline history-add"
        disabled={issue.isPending}
        onClick={() =>
          issue.mutate(undefined, {
            onSuccess: () => toast.success(t.certificates.issued),
            onError: (error) => toast.error(errorText(error)),
          })
        }
      >
        {t.certificates.issue}
      </button>
      <ConfirmDialog
        open={!!revoking}
        title={t.certificates.revokeTitle}
        detail={
          revoking
            ? `${t.certificates.milestone(revoking.milestone)} · ${formatDate(revoking.issuedAt)}`
            : undefined
        }
        text={t.certificates.revokeText}
        confirmLabel={t.certificates.revoke}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
