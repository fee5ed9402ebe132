import { useRef, useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import type { DonorLinkIssued } from '../../../common/schemas/donor-link.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { alertsText as t } from '../../i18n/alerts.ts';
import { formatDate } from '../../shared/format.ts';
import { adminFailure } from './admin-failure.ts';
import { useIssueLink, useRevokeLink, whatsAppTo } from './alerts-api.ts';
import { QrCode } from '../../components/QrCode.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

/**
 * A donor's private link on their profile: create (or replace) it, then copy it, send it by
 * WhatsApp to the donor's number or show it as a QR code to scan; revoke it. The server keeps
 * only a hash, so the link is shown once, right after it is made.
 */
export function DonorLinkPanel({ donor }: { donor: DonorRow }) {
  const issue = useIssueLink();
  const revoke = useRevokeLink();
  const [issued, setIssued] = useState<DonorLinkIssued | null>(null);
  const [showQr, setShowQr] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The row says when the live link was issued (null: none); this session's changes win.
  const issuedAt = revoked ? null : (issued?.issuedAt ?? donor.linkIssuedAt);
  const hasLink = !!issuedAt;

  const create = () =>
    issue.mutate(donor._id, {
      onSuccess: (answer) => {
        setIssued(answer);
        setRevoked(false);
        setShowQr(false);
      },
      onError: (error) => toast.error(adminFailure(error, t.link.failed)),
    });

  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.url);
      toast.success(t.link.copied);
    } catch {
      input.current?.select();
      toast.error(t.link.copyFailed);
    }
  };

  const confirmRevoke = () =>
    revoke.mutate(donor._id, {
      onSuccess: (answer) => {
        toast.success(answer.revokedCount > 0 ? t.link.revoked : t.link.revokedNone);
        setIssued(null);
        setRevoked(true);
        setRevoking(false);
      },
      onError: (error) => {
        toast.error(adminFailure(error, t.link.failed));
        setRevoking(false);
      },
    });

  return (
    <section
      className="donor-link-panel"
      aria-labelledby="donor-link-panel-heading"
      data-testid="donor-link-panel"
    >
      <h4 id="donor-link-panel-heading">{t.link.heading}</h4>
      <p className="muted small">{t.link.intro}</p>
      {!issued && (
        <p className="small">{issuedAt ? t.link.has(formatDate(issuedAt)) : t.link.none}</p>
      )}
      {issued && (
        <div className="issued-link">
          <p className="small warn">{t.link.shownOnce}</p>
          <input
            ref={input}
            readOnly
            value={issued.url}
            aria-label={t.link.heading}
            data-testid="issued-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="link-actions">
            <button type="button" className="btn btn-primary" onClick={() => void copy()}>
              {t.link.copy}
            </button>
            <a
              className="btn btn-success"
              href={whatsAppTo(donor.number1, t.link.message(donor.name, issued.url))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.link.whatsApp}
            </a>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={showQr}
              onClick={() => setShowQr(!showQr)}
            >
              {showQr ? t.link.qrHide : t.link.qr}
            </button>
          </div>
          {showQr && <QrCode text={issued.url} label={t.link.qrLabel} />}
        </div>
      )}
      <div className="link-actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={issue.isPending}
          onClick={create}
        >
          {issuedAt ? t.link.replace : t.link.create}
        </button>
        {hasLink && (
          <button type="button" className="btn btn-outline" onClick={() => setRevoking(true)}>
            {t.link.revoke}
          </button>
        )}
      </div>
      {hasLink && <p className="muted small">{t.link.replaceHint}</p>}
      <ConfirmDialog
        open={revoking}
        title={t.link.revokeTitle}
        detail={donor.name}
        text={t.link.revokeText}
        confirmLabel={t.link.revoke}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(false)}
      />
    </section>
  );
}
