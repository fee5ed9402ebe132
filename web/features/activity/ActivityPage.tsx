import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import { usePage, useDebouncedValue } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { activityText as t } from '../../i18n/activity.ts';
import { dayStartIso, useAuditPage, type AuditEvent } from './activity-api.ts';
import { actionOptions, actionWord, describeChanges, formatWhen, targetLink, targetWord } from './describe.ts';
import './activity.css';

const noFilters = { actor: '', action: '', from: '', to: '' };

/** The audit trail for a super admin: newest first, filtered by person, action and dates, paged. */
export function ActivityPage() {
  const id = useId();
  const [limit, setLimit] = useState<number>(LIST_PAGE_SIZES[0]);
  const [filters, setFilters] = useState(noFilters);
  const actor = useDebouncedValue(filters.actor.trim());
  const [page, setPage] = usePage(JSON.stringify([limit, actor, filters.action, filters.from, filters.to]));
  const audit = useAuditPage({
    limit,
    pageNumber: page,
    actor,
    action: filters.action,
    from: dayStartIso(filters.from),
    to: dayStartIso(filters.to, true),
  });
  const set = (name: keyof typeof noFilters) => (e: { target: { value: string } }) =>
    setFilters((old) => ({ ...old, [name]: e.target.value }));
  const events = audit.data?.events ?? [];

  return (
    <section className="activity">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      <form className="activity-filters card" role="search" aria-label={t.filters.label} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-actor`}>{t.filters.actor}</label>
          <input
            id={`${id}-actor`}
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder={t.filters.actorPlaceholder}
            value={filters.actor}
            onChange={set('actor')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-action`}>{t.filters.action}</label>
          <select id={`${id}-action`} value={filters.action} onChange={set('action')}>
            <option value="">{t.filters.anyAction}</option>
            {actionOptions().map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t.filters.from}</label>
          <input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t.filters.to}</label>
          <input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
        </div>
        <div className="activity-filter-actions">
          <PageSizeSelect value={limit} sizes={LIST_PAGE_SIZES} onChange={setLimit} label={t.filters.show} />
          <button type="button" className="btn btn-outline" onClick={() => setFilters(noFilters)}>
            {t.filters.clear}
          </button>
        </div>
      </form>
      {audit.data?.totalCount !== undefined && <p className="muted">{t.event.total(audit.data.totalCount)}</p>}
      {audit.isLoading && <Spinner />}
      {audit.isError && <p className="field-error">{t.event.failed}</p>}
      {audit.isSuccess && events.length === 0 && <p className="empty">{t.event.empty}</p>}
      <ol className="activity-list" aria-busy={audit.isFetching}>
        {events.map((event) => (
          <EventItem key={event._id} event={event} />
        ))}
      </ol>
      <Pagination pageCount={audit.data?.pageCount ?? 0} page={page} onPageChange={setPage} />
    </section>
  );
}

function EventItem({ event }: { event: AuditEvent }) {
  const changes = describeChanges(event.changes);
  const link = targetLink(event);
  return (
    <li className="activity-event card" data-testid="audit-event">
      <div className="event-head">
        <span className="event-action">{actionWord(event.action)}</span>
        <time dateTime={event.at} className="muted small">
          {formatWhen(event.at)}
        </time>
      </div>
      <dl className="event-facts">
        <dt>{t.event.by}</dt>
        <dd>{event.actorEmail ?? t.event.system}</dd>
        <dt>{t.event.target}</dt>
        <dd>
          {targetWord(event.target)}
          {event.targetName ? (
            <>
              {': '}
              {link ? <Link className="activity-target" to={link}>{event.targetName}</Link> : event.targetName}
              {event.targetArchived && <span className="muted small"> ({t.archived})</span>}
            </>
          ) : (
            event.targetId && <span className="muted small"> ({t.gone})</span>
          )}
        </dd>
        <dt>{t.event.changes}</dt>
        <dd>
          {changes.length === 0 ? (
            <span className="muted">{t.event.noChanges}</span>
          ) : (
            <ul className="event-changes">
              {changes.map(({ field, text }) => (
                <li key={field}>{text}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </li>
  );
}

export default ActivityPage;
