import { isMilestone, nextMilestone } from '../../../common/milestones.ts';
import type { DonorLinkView } from '../../../common/schemas/donor-link.ts';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { digits } from '../../i18n/language.ts';
import { formatDateTime } from '../../shared/format.ts';
import { ProudPicture } from './ProudPicture.tsx';
import {
  linkFailure,
  useLeaderboardChoice,
  useOwnCertificate,
  useReminders,
} from './donor-link-api.ts';

/**
 * What brings a donor back (docs/decisions/060): their count of donations and the next milestone
 * (a reached one celebrated), what the families wrote them, their certificates, and two choices:
 * "tell me when I can give again" and their name on the leader board.
 */
export function Returning({ token, view }: { token: string; view: DonorLinkView }) {
  const { donor } = view;
  const count = donor.donationCount;
  const next = nextMilestone(count);
  const reminders = useReminders(token);
  const leaderboard = useLeaderboardChoice(token);
  const certificate = useOwnCertificate(token);
  const saved = (words: string) => ({
    onSuccess: () => toast.success(words),
    onError: (error: unknown) => toast.error(linkFailure(error)),
  });

  return (
    <section className="card returning" aria-labelledby="returning-heading" data-testid="returning">
      <h2 id="returning-heading">{t.returning.heading}</h2>
      {isMilestone(count) && (
        <p className="milestone-reached" role="status" data-testid="milestone-reached">
          {t.returning.celebrate(digits(count))}
        </p>
      )}
      <p className="donation-count" data-testid="donation-count">
        {count > 0 ? t.returning.count(digits(count)) : t.returning.none}
      </p>
      <p className="muted" data-testid="next-milestone">
        {next === null ? t.returning.allDone : t.returning.next(digits(next), digits(next - count))}
      </p>
      {view.certificates.length > 0 && (
        <ul className="certificates" data-testid="certificates">
          {view.certificates.map((c) => (
            <li key={c.code}>
              <a href={c.url}>{t.returning.certificateOpen(digits(c.milestone))}</a>
            </li>
          ))}
        </ul>
      )}
      {count > 0 && (
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-outline"
            disabled={certificate.isPending}
            data-testid="certificate-make"
            onClick={() => certificate.mutate(undefined, saved(t.returning.certificateMade))}
          >
            {t.returning.certificate}
          </button>
        </div>
      )}
      {count > 0 && <ProudPicture token={token} />}
      {view.familyNotes.length > 0 && (
        <div className="family-notes" data-testid="family-notes">
          <h3>{t.returning.notesHeading}</h3>
          {view.familyNotes.map((n) => (
            <blockquote key={n.at}>
              <p>{n.note}</p>
              <footer className="muted small">{formatDateTime(n.at)}</footer>
            </blockquote>
          ))}
        </div>
      )}
      <label className="choice-row">
        <input
          type="checkbox"
          checked={donor.remindersEnabled}
          disabled={reminders.isPending}
          data-testid="reminders-toggle"
          onChange={(event) =>
            reminders.mutate(
              { remindersEnabled: event.currentTarget.checked },
              saved(t.returning.remindersSaved),
            )
          }
        />
        <span>{t.returning.reminders}</span>
      </label>
      {donor.onLeaderboard === null && <p className="muted small">{t.returning.leaderboardAsk}</p>}
      <label className="choice-row">
        <input
          type="checkbox"
          checked={donor.onLeaderboard !== false}
          disabled={leaderboard.isPending}
          data-testid="leaderboard-toggle"
          onChange={(event) =>
            leaderboard.mutate(
              { onLeaderboard: event.currentTarget.checked },
              saved(t.returning.leaderboardSaved),
            )
          }
        />
        <span>{t.returning.leaderboard}</span>
      </label>
    </section>
  );
}
