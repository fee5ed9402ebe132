import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  INVITE_FILTER_MAX,
  INVITE_FILTERS,
  type InviteFilter,
} from '../../../common/schemas/invitations.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { invitationsText as t } from '../../i18n/invitations.ts';
import { digits } from '../../i18n/language.ts';
import { progressQuery, useInvitationProgress, useInvite } from './invitations-api.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

const COUNTS = [
  'invited',
  'opened',
  'confirmed',
  'consented',
  'detailsComplete',
  'unreachable',
] as const;

/** The screen's first read (web/foundation/route-reads.ts). */
export const reads = () => [progressQuery];

/** What an Invite action asks: a filter's donors, or (?import=) the donors of that import. */
type Asking = InviteFilter | 'import';

/**
 * Inviting the donors a community brought in from its lists (decisions/052): how far the invited
 * donors have come, and an Invite action per group (not consented, details missing) that says how
 * many SMS it will send before it sends them. With ?import=<job id> (from an import's result), the
 * same for the donors that import created, with one Invite action for them and a way back.
 */
export function InvitationsPage() {
  const [params] = useSearchParams();
  const importJobId = params.get('import');
  const progress = useInvitationProgress(importJobId);
  const invite = useInvite();
  const [asking, setAsking] = useState<Asking | null>(null);
  const data = progress.data;
  const ofImport = importJobId ? data?.importJob : undefined;
  const waiting = (what: Asking) =>
    Math.min(
      (what === 'import' ? ofImport?.toInvite : data?.toInvite[what]) ?? 0,
      INVITE_FILTER_MAX,
    );

  const send = (what: Asking) =>
    invite.mutate(what === 'import' ? { importJobId: importJobId! } : { filter: what }, {
      onSuccess: (result) => {
        setAsking(null);
        toast.success(result.more ? `${t.sent(result.queued)}. ${t.more}` : t.sent(result.queued));
      },
      onError: () => toast.error(t.failed),
    });

  return (
    <section className="invitations-page" data-testid="invitations-page">
      <PageTitle title={t.title} />
      <h1>{ofImport ? t.ofImport.heading(ofImport.fileName) : t.heading}</h1>
      <p className="muted">{ofImport ? t.ofImport.intro(ofImport.donors) : t.intro}</p>
      {importJobId && (
        <p>
          <Link
            to="/dashboard/invitations"
            className="invitations-back"
            data-testid="invitations-back"
          >
            {t.ofImport.back}
          </Link>
        </p>
      )}
      {progress.isLoading ? (
        <Spinner />
      ) : progress.isError || !data ? (
        <div className="card" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn-outline" onClick={() => void progress.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <>
          <h2>{t.progress}</h2>
          <dl className="invitation-counts" data-testid="invitation-counts">
            {COUNTS.map((key) => (
              <div key={key} className="card invitation-count" data-testid={`count-${key}`}>
                <dt>{t.counts[key]}</dt>
                <dd>{digits(data[key])}</dd>
              </div>
            ))}
          </dl>
          <div className="invitation-actions">
            {(ofImport ? (['import'] as const) : INVITE_FILTERS).map((filter) => (
              <div key={filter} className="card invitation-action" data-testid={`invite-${filter}`}>
                <h3>{filter === 'import' ? t.ofImport.invite : t.invite[filter]}</h3>
                <p className="muted">
                  {waiting(filter) ? t.invite.waiting(waiting(filter)) : t.invite.none}
                </p>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!waiting(filter)}
                  onClick={() => setAsking(filter)}
                >
                  {t.invite.open}
                </button>
              </div>
            ))}
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t.confirm.title}
        detail={asking === 'import' ? t.ofImport.invite : asking ? t.invite[asking] : undefined}
        text={asking ? t.confirm.text(waiting(asking)) : ''}
        confirmLabel={asking ? t.confirm.send(waiting(asking)) : ''}
        pending={invite.isPending}
        onConfirm={() => asking && send(asking)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

export default InvitationsPage;
