import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { errorText } from '../../foundation/error-text.ts';
import { patientsText as t } from '../../i18n/patients.ts';
import { formatDate } from '../../shared/format.ts';
import { useIssueStatusLink, useRevokeStatusLink, useStatusLink } from './patients-api.ts';

/**
 * The guardian's status link of a patient (decisions/062): create it, copy it, issue a new one
 * (the old one stops working) or turn it off. The server keeps the nonce the token is made from,
 * so the live link is shown again whenever the page is opened.
 */
export function StatusLinkCard({ patientId, name }: { patientId: string; name: string }) {
  const link = useStatusLink(patientId);
  const issue = useIssueStatusLink(patientId);
  const revoke = useRevokeStatusLink(patientId);
  const [revoking, setRevoking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const live = link.data?.link ?? null;

  const create = () =>
    void issue.mutateAsync(undefined).then(
      () => toast.success(t.statusLink.issued),
      (error: unknown) => toast.error(errorText(error)),
    );
  const copy = async () => {
    if (!live) return;
    try {
      await navigator.clipboard.writeText(live.url);
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
      {link.isLoading ? null : live ? (
        <>
          <p className="small">{t.statusLink.issuedAt(formatDate(live.issuedAt))}</p>
          <input
            ref={input}
            readOnly
            value={live.url}
            aria-label={t.statusLink.heading}
            data-testid="status-link-url"
            className="status-link-url"
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : (
        <p className="small">{t.statusLink.none}</p>
      )}
      <div className="link-actions">
        {live && (
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
          {live ? t.statusLink.replace : t.statusLink.create}
        </button>
        {live && (
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
