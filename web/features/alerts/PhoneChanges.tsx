import { PhoneIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { alertsText as t } from '../../i18n/alerts.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import { adminFailure } from './admin-failure.ts';
import { useDecidePhoneChange, usePhoneChanges } from './alerts-api.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);
requireStylesheet(sharedStylesheet);

/**
 * The phone numbers donors asked for through their private links, oldest first: call the new
 * number, then approve (it becomes the donor's first number) or reject. Hidden while there are none.
 */
export function PhoneChanges() {
  const changes = usePhoneChanges();
  const decide = useDecidePhoneChange();
  const rows = changes.data?.changes ?? [];
  if (rows.length === 0) return null;

  const act = (id: string, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          toast.success(decision === 'approve' ? t.phoneChanges.approved : t.phoneChanges.rejected),
        onError: (error) => toast.error(adminFailure(error, t.phoneChanges.failed)),
      },
    );

  return (
    <section
      className="phone-changes card"
      aria-labelledby="phone-changes-heading"
      data-testid="phone-changes"
    >
      <h2 id="phone-changes-heading">{t.phoneChanges.heading}</h2>
      <p className="muted small">{t.phoneChanges.hint}</p>
      <ul className="phone-change-rows">
        {rows.map((row) => (
          <li key={row._id} className="phone-change-row card-outline" data-testid="phone-change">
            <div className="alert-row-head">
              <strong>{row.donorName}</strong>
              <span className="blood-label">{bloodLabel(row.bloodGroup)}</span>
            </div>
            <p className="small">
              {t.phoneChanges.change(row.currentNumber, row.newNumber)} ·{' '}
              {t.phoneChanges.asked(formatDateTime(row.requestedAt))}
            </p>
            <div className="link-actions">
              <a className="tel-link secondary" href={`tel:${row.newNumber}`}>
                <PhoneIcon size={20} /> {row.newNumber}
              </a>
              <button
                type="button"
                className="btn btn-success"
                disabled={decide.isPending}
                aria-label={t.phoneChanges.approveFor(row.donorName)}
                onClick={() => act(row._id, 'approve')}
              >
                {t.phoneChanges.approve}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={decide.isPending}
                aria-label={t.phoneChanges.rejectFor(row.donorName)}
                onClick={() => act(row._id, 'reject')}
              >
                {t.phoneChanges.reject}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
