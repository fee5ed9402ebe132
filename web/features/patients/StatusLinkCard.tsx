import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { errorText } from '../../foundation/error-text.ts';
import { patientsText as t } from '../../i18n/patients.ts';
import { formatDate } from '../../shared/format.ts';
import { useIssueStatusLink, useRevokeStatusLink, useStatusLink } from './patients-api.ts';

/**
 * The guardian's status link of a patient (decisions/062): create it, copy it, issue a new one
 * (the old one stops working) or turn it off. As a donor's link, the link itself is shown once,
 * right after it is made (the server answers later only since when one is live).
 */
export function StatusLinkCard({ patientId, name }: { patientId: string; name: string }) {
  const link = useStatusLink(patientId);
  const issue = useIssueStatusLink(patientId);
  const revoke = useRevokeStatusLink(patientId);
  const [issued, setIssued] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const issuedAt = link.data?.link?.issuedAt ?? null;

  const create = () =>
    void issue.mutateAsync(undefined).then(
      (answer) => {
        setIssued(answer.url);
        toast.success(t.statusLink.issued);
      },
      (error: unknown) => toast.error(errorText(error)),
    );
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued);
      toast.success(t.statusLink.copied);
    } catch {
      input.current?.select();
      toast.error(t.statusLink.copyFailed);
    }
  };
  const confirmRevoke = () =>
    void revoke.mutateAsync(undefined).then(
      () => {
        toast.success(t.statusLink.revoked);
        setIssued(null);
        setRevoking(false);
      },
      (error: unknown) => {
        toast.error(errorText(error));
        setRevoking(false);
      },
    );

  return (
    <section
      className="card patient-status-link"
      aria-labelledby="status-link-heading"
      data-testid="patient-status-link"
    >
      <h2 id="status-link-heading">{t.statusLink.heading}</h2>
      <p className="muted">{t.statusLink.intro}</p>
      {issued ? (
        <>
          <p className="small">{t.statusLink.shownOnce}</p>
          <input
            ref={input}
            readOnly
            value={issued}
            aria-label={t.statusLink.heading}
            data-testid="status-link-url"
            className="status-link-url"
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : link.isLoading ? null : (
        <p className="small" data-testid="status-link-state">
          {issuedAt ? t.statusLink.issuedAt(formatDate(issuedAt)) : t.statusLink.none}
        </p>
      )}
      <div className="link-actions">
        {issued && (
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            {t.statusLink.copy}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={issue.isPending || link.isLoading}
          onClick={create}
        >
          {issuedAt ? t.statusLink.replace : t.statusLink.create}
        </button>
        {issuedAt && (
          <button type="button" className="btn btn-outline" onClick={() => setRevoking(true)}>
            {t.statusLink.revoke}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={revoking}
        title={t.statusLink.revokeTitle}
        detail={name}
        text={t.statusLink.revokeText}
        confirmLabel={t.statusLink.revoke}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(false)}
      />
    </section>
  );
}
