import type { MatchRow } from '../../../common/schemas/matching.ts';
import { PhoneIcon } from '../../components/icons.tsx';
import { alertsText } from '../../i18n/alerts.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { bloodLabel, formatDate } from '../../shared/format.ts';
import { placeName } from '../../shared/geo.ts';
import { CallBadge } from './CallBadge.tsx';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

interface Props {
  match: MatchRow;
  onRecordCall: (match: MatchRow) => void;
  /** Ticked for an alert (absent: the card offers no tick). */
  picked?: boolean;
  onPick?: (match: MatchRow, picked: boolean) => void;
  /** The donor's alert for this request, if one was sent: its state or answer, in words. */
  alert?: { text: string; className: string };
  /**
   * The request's unit (null: the federation's queue). A donor of another unit is named by their
   * unit; undefined (the request not read yet) names none.
   */
  requestUnitId?: string | null;
}

/** One donor who can give to the patient: why they match, how near, their calls, and big call links. */
export function MatchCard({ match, onRecordCall, picked, onPick, alert, requestUnitId }: Props) {
  // A donor shared by another unit (or from the queue) says whose they are.
  const otherUnit = requestUnitId !== undefined && (match.unit?.id ?? null) !== requestUnitId;
  const place = [
    match.village,
    placeName(match.placeNames?.union, match.union),
    placeName(match.placeNames?.upazila, match.upazila),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li
      className={match.exactMatch ? 'card match-card is-exact' : 'card match-card is-compatible'}
      data-testid="match-card"
      data-donor-id={match._id}
    >
      <div className="match-card-head">
        <h3>{match.name}</h3>
        <span className="group-big">{bloodLabel(match.bloodGroup)}</span>
      </div>
      <div className="tags">
        {match.exactMatch ? (
          <span className="tag tag-exact">{t.matches.exact}</span>
        ) : (
          <span className="tag tag-compatible" title={t.matches.compatibleHint}>
            {t.matches.compatible}
          </span>
        )}
        {match.proximity && (
          <span className="tag" data-testid="proximity">
            {t.matches.proximity[match.proximity]}
          </span>
        )}
        {otherUnit && (
          <span className="tag tag-unit" data-testid="match-unit">
            {match.unit ? t.matches.unit(match.unit.name[currentLanguage()]) : t.matches.noUnit}
          </span>
        )}
        {match.pledgeId && <span className="tag tag-exact">{t.pledges.states.pledged}</span>}
        {alert && (
          <span className={alert.className} data-testid="match-alert">
            {alert.text}
          </span>
        )}
        {!match.eligibleNow && match.eligibleFrom && (
          <span className="tag tag-wait" data-testid="eligible-from">
            {t.matches.eligibleFrom(formatDate(match.eligibleFrom))}
          </span>
        )}
      </div>
      {place && (
        <p className="muted">
          <span className="visually-hidden">{t.matches.place}: </span>
          {place}
        </p>
      )}
      <CallBadge summary={match} />
      <div className="call-links">
        <a
          className="tel-link"
          href={`tel:${match.number1}`}
          aria-label={t.matches.call(match.number1)}
        >
          <PhoneIcon size={20} /> {match.number1}
        </a>
        {match.number2 && (
          <a
            className="tel-link secondary"
            href={`tel:${match.number2}`}
            aria-label={t.matches.call(match.number2)}
          >
            <PhoneIcon size={20} /> {match.number2}
          </a>
        )}
      </div>
      {onPick && (
        <label className="match-pick">
          <input
            type="checkbox"
            checked={!!picked}
            aria-label={alertsText.send.chooseFor(match.name)}
            onChange={(event) => onPick(match, event.target.checked)}
          />
          <span>{alertsText.send.choose}</span>
        </label>
      )}
      <button
        type="button"
        className="btn btn-outline record-call"
        aria-label={t.calls.recordFor(match.name)}
        onClick={() => onRecordCall(match)}
      >
        {t.calls.record}
      </button>
    </li>
  );
}
