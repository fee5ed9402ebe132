import { useId } from 'react';
import { Link } from 'react-router';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import { isIsoDate } from '../../../common/dates.ts';
import { DataList, type ListColumn } from '../../components/DataList.tsx';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useUrlList, useUrlSearch } from '../../components/url-list.ts';
import { activityText as t } from '../../i18n/activity.ts';
import { auditPeriod, useAuditPage, type AuditEvent } from './activity-api.ts';
import {
  actionOptions,
  actionWord,
  describeChanges,
  formatWhen,
  targetLink,
  targetWord,
} from './describe.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import { UnitFilter } from '../../shared/UnitFilter.tsx';

requireStylesheet(dashboardStylesheet);

/** The filters' keys in the address: `?actor=…&action=restore&from=2026-01-01&to=2026-01-31`. */
const FILTERS = ['actor', 'action', 'from', 'to', 'unit'] as const;

/** A day from the address, '' unless it is a real date (a hand-edited address is not trusted). */
const dayOf = (value: string) => (isIsoDate(value) ? value : '');

/**
 * The audit trail of the caller's units (a super admin: all): newest first, filtered by person,
 * action, dates and (for someone who sees several units) unit, paged.
 * The filters, the page size and the page are in the address (useUrlList), so reload, Back and a
 * shared link show the same events; the person's email is written there once typing stops.
 */
export function ActivityPage() {
  const id = useId();
  const url = useUrlList({ sizes: LIST_PAGE_SIZES });
  const { size: limit, page } = url;
  const actor = url.get('actor');
  const action = url.get('action');
  const from = dayOf(url.get('from'));
  const to = dayOf(url.get('to'));
  const unitId = url.get('unit');
  const [actorText, setActorText] = useUrlSearch(actor, (typed) =>
    url.set({ actor: typed }, { replace: true }),
  );
  const audit = useAuditPage({
    limit,
    pageNumber: page,
    actor,
    action,
    ...auditPeriod(from, to),
    unitId,
  });
  const choose = (name: (typeof FILTERS)[number]) => (e: { currentTarget: { value: string } }) =>
    url.set({ [name]: e.currentTarget.value });
  const clear = () => {
    setActorText('');
    url.set(Object.fromEntries(FILTERS.map((name) => [name, null])));
  };

  return (
    <section className="activity">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      <form
        className="activity-filters card"
        role="search"
        aria-label={t.filters.label}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor={`${id}-actor`}>{t.filters.actor}</label>
          <input
            id={`${id}-actor`}
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder={t.filters.actorPlaceholder}
            value={actorText}
            onInput={(e) => setActorText(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-action`}>{t.filters.action}</label>
          <select id={`${id}-action`} value={action} onChange={choose('action')}>
            <option value="">{t.filters.anyAction}</option>
            {actionOptions().map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <UnitFilter
          value={unitId}
          onChange={(next) => url.set({ unit: next })}
          label={t.filters.unit}
          allLabel={t.filters.anyUnit}
          testId="activity-unit-filter"
        />
        <div className="field">
          <label htmlFor={`${id}-from`}>{t.filters.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || undefined}
            onChange={choose('from')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t.filters.to}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            onChange={choose('to')}
          />
        </div>
        <div className="activity-filter-actions">
          <PageSizeSelect
            value={limit}
            sizes={LIST_PAGE_SIZES}
            onChange={url.setSize}
            label={t.filters.show}
          />
          <button type="button" className="btn btn-outline" onClick={clear}>
            {t.filters.clear}
          </button>
        </div>
      </form>
      {audit.data?.totalCount !== undefined && (
        <p className="muted">{t.event.total(audit.data.totalCount)}</p>
      )}
      <DataList
        label={t.heading}
        testId="audit-events"
        columns={columns}
        rows={audit.data?.events}
        rowKey={(event) => event._id}
        emptyText={t.event.empty}
        query={audit}
        pageSize={limit}
        page={page}
        pageCount={audit.data?.pageCount ?? 0}
        onPageChange={url.setPage}
      />
    </section>
  );
}

/** What was changed and whether it is still there: a link to it, "archived", or "gone". */
function Target({ event }: { event: AuditEvent }) {
  const link = targetLink(event);
  return (
    <>
      {targetWord(event.target)}
      {event.targetName ? (
        <>
          {': '}
          {link ? (
            <Link className="activity-target" to={link}>
              {event.targetName}
            </Link>
          ) : (
            event.targetName
          )}
          {event.targetArchived && <span className="muted small"> ({t.archived})</span>}
        </>
      ) : (
        event.targetId && <span className="muted small"> ({t.gone})</span>
      )}
    </>
  );
}

function Changes({ event }: { event: AuditEvent }) {
  const changes = describeChanges(event.changes);
  if (changes.length === 0) return <span className="muted">{t.event.noChanges}</span>;
  return (
    <ul className="event-changes">
      {changes.map(({ field, text }) => (
        <li key={field}>{text}</li>
      ))}
    </ul>
  );
}

/** One event: the action as the card's title, its time beside it, then who, on what, which fields. */
const columns: ListColumn<AuditEvent>[] = [
  {
    id: 'action',
    get header() {
      return t.event.action;
    },
    card: 'title',
    cell: (event) => <span className="event-action">{actionWord(event.action)}</span>,
  },
  {
    id: 'when',
    get header() {
      return t.event.when;
    },
    card: 'lead',
    nowrap: true,
    cell: (event) => (
      <time dateTime={event.at} className="muted small">
        {formatWhen(event.at)}
      </time>
    ),
  },
  {
    id: 'by',
    get header() {
      return t.event.by;
    },
    cell: (event) => event.actorEmail ?? t.event.system,
  },
  {
    id: 'target',
    get header() {
      return t.event.target;
    },
    cell: (event) => <Target event={event} />,
  },
  {
    id: 'changes',
    get header() {
      return t.event.changes;
    },
    cell: (event) => <Changes event={event} />,
  },
];

export default ActivityPage;
