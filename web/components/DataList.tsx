import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { useRenderHints } from '../foundation/render-hints.ts';
import { digits } from '../i18n/language.ts';
import { listsText as t } from '../i18n/lists.ts';
import { Pagination } from './Pagination.tsx';
import dashboardStylesheet from '../styles/dashboard.css?url';
import { requireStylesheet } from '../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

/** Where a column's value sits on a phone's card. */
export type CardSlot =
  /** The card's first line, large: the name (and the avatar that opens the profile). */
  | 'title'
  /** At the end of the first line: the blood group. */
  | 'lead'
  /** A labelled line (the default): phone, place, counts, countdown, badges. */
  | 'field'
  /** The button row at the bottom: every action the table row has. */
  | 'actions'
  /** Not on the card (the row's serial number). */
  | 'none';

/** One column: its header, what each row shows under it, and where it goes on a card. */
export interface ListColumn<Row> {
  /** Stable key; also the cell's data-column (tests and styles find a column by it). */
  id: string;
  header: string;
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** What the card shows instead of `cell` (e.g. the name without the buttons the card has below). */
  cardCell?: (row: Row, rowIndex: number) => ReactNode;
  card?: CardSlot;
  /**
   * Lower priority: in the wide table its value moves into the row's Details cell (labelled)
   * instead of a column of its own, so the table fits its box.
   */
  fold?: boolean;
  /** false: on the cards only (e.g. one Place line where the table has three columns). */
  table?: boolean;
  /** Keep the value on one line in the table (phone numbers, dates). */
  nowrap?: boolean;
  className?: string;
}

/** The part of a TanStack Query result a list needs. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DataListProps<Row> {
  /** The list's accessible name (the table's caption, the card list's label). */
  label: string;
  columns: ListColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  query: ListQuery;
  emptyText?: string;
  /** How many placeholder rows to show while the first page loads: the page size. */
  pageSize: number;
  /** Zero-based. Leave out page/pageCount for a list without pages. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  testId?: string;
}

/** Phones get cards below this width; wider screens get the table. */
export const WIDE_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(WIDE_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * True on screens 768 px and wider (the table), false on phones (the cards). A page the server
 * drew (an admin's first dashboard screens) was drawn for the browser's word that it is a phone or
 * not, and the app takes it over with the same answer (the server's snapshot), then measures.
 */
export function useWideScreen() {
  const hints = useRenderHints();
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE_QUERY).matches ?? true,
    () => hints.wide,
  );
}

const isBlank = (node: ReactNode) =>
  node === null || node === undefined || node === false || node === '';

/**
 * Every dashboard list: a table on wide screens, one card per row on phones, with the same
 * columns. Loading shows placeholders the size of the page, a failed load an error with Try
 * again (never an empty list), and the pager sits under it.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const { label, query, page, pageCount, onPageChange, testId } = props;
  const wide = useWideScreen();

  let body: ReactNode;
  if (query.isError && !props.rows) {
    body = (
      <div className="list-error" role="alert" data-testid="list-error">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  } else if (query.isPending || !props.rows) {
    body = <Placeholders wide={wide} count={props.pageSize} columns={props.columns.length} />;
  } else if (props.rows.length === 0) {
    body = (
      <p className="empty list-empty" data-testid="list-empty">
        {props.emptyText ?? t.empty}
      </p>
    );
  } else {
    body = wide ? (
      <ListTable {...props} rows={props.rows} />
    ) : (
      <ListCards {...props} rows={props.rows} />
    );
  }

  return (
    <div
      className={query.isFetching && !query.isPending ? 'data-list is-loading' : 'data-list'}
      data-testid={testId}
      aria-busy={query.isFetching}
    >
      {body}
      {pageCount !== undefined && onPageChange && (
        <Pagination
          pageCount={pageCount}
          page={page ?? 0}
          onPageChange={onPageChange}
          label={label}
        />
      )}
    </div>
  );
}

function Placeholders({ wide, count, columns }: { wide: boolean; count: number; columns: number }) {
  const items = Array.from({ length: Math.min(count, 25) }, (_, i) => i);
  return (
    <div
      className={wide ? 'list-placeholder table-wrap' : 'list-placeholder'}
      data-testid="list-loading"
    >
      <span className="visually-hidden" role="status">
        {t.loading}
      </span>
      {wide ? (
        <div aria-hidden="true">
          <div className="placeholder-row placeholder-head" />
          {items.map((i) => (
            <div
              key={i}
              className="placeholder-row"
              style={{ '--cells': columns } as Record<string, number>}
            />
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className="data-cards">
          {items.map((i) => (
            <div key={i} className="card data-card placeholder-card" />
          ))}
        </div>
      )}
    </div>
  );
}

function ListTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: DataListProps<Row> & { rows: readonly Row[] }) {
  const inTable = columns.filter((c) => c.table !== false);
  const folded = inTable.filter((c) => c.fold);
  const shown = inTable.filter((c) => !c.fold);
  // The Details cell goes before the actions, or last.
  const detailsAt =
    folded.length === 0
      ? -1
      : (() => {
          const i = shown.findIndex((c) => c.card === 'actions');
          return i === -1 ? shown.length : i;
        })();
  const headers = (
    <tr>
      {shown.map((column, i) => (
        <Fragment key={column.id}>
          {i === detailsAt && <th scope="col">{t.details}</th>}
          <th scope="col" className={column.className} data-column={column.id}>
            {column.header}
          </th>
        </Fragment>
      ))}
      {detailsAt === shown.length && <th scope="col">{t.details}</th>}
    </tr>
  );
  const details = (row: Row, index: number) => (
    <td className="details-cell" data-column="details">
      {folded.map((column) => {
        const value = column.cell(row, index);
        if (isBlank(value)) return null;
        return (
          <span key={column.id} className="fold-item" data-column={column.id}>
            <span className="fold-label">{column.header}:</span> {value}
          </span>
        );
      })}
    </td>
  );
  return (
    <div className="table-wrap">
      <table className="table data-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>{headers}</thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)} data-testid="list-row">
              {shown.map((column, i) => (
                <Fragment key={column.id}>
                  {i === detailsAt && details(row, index)}
                  <td
                    className={
                      [column.className, column.nowrap ? 'nowrap' : ''].filter(Boolean).join(' ') ||
                      undefined
                    }
                    data-column={column.id}
                  >
                    {column.cell(row, index)}
                  </td>
                </Fragment>
              ))}
              {detailsAt === shown.length && details(row, index)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ListCards<Row>({
  label,
  columns,
  rows,
  rowKey,
}: DataListProps<Row> & { rows: readonly Row[] }) {
  const slot = (s: CardSlot) =>
    columns
      .filter((c) => (c.card ?? 'field') === s)
      .map((c) => (c.cardCell ? { ...c, cell: c.cardCell } : c));
  const [title, lead, fields, actions] = [
    slot('title'),
    slot('lead'),
    slot('field'),
    slot('actions'),
  ];
  return (
    <ul className="data-cards" aria-label={label}>
      {rows.map((row, index) => {
        const fieldValues = fields
          .map((column) => [column, column.cell(row, index)] as const)
          .filter(([, value]) => !isBlank(value));
        const actionValues = actions
          .map((column) => [column, column.cell(row, index)] as const)
          .filter(([, value]) => !isBlank(value));
        return (
          <li key={rowKey(row)} className="card data-card" data-testid="list-row">
            <div className="data-card-head">
              <div className="data-card-title">
                {title.map((column) => (
                  <span key={column.id} data-column={column.id}>
                    {column.cell(row, index)}
                  </span>
                ))}
              </div>
              {lead.map((column) => (
                <span key={column.id} className="data-card-lead" data-column={column.id}>
                  {column.cell(row, index)}
                </span>
              ))}
            </div>
            {fieldValues.length > 0 && (
              <dl className="data-card-fields">
                {fieldValues.map(([column, value]) => (
                  <div key={column.id} data-column={column.id}>
                    <dt>{column.header}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actionValues.length > 0 && (
              <div className="data-card-actions">
                {actionValues.map(([column, value]) => (
                  <div key={column.id} className="data-card-action" data-column={column.id}>
                    {value}
                  </div>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A phone number as a tap-to-call link (on cards a large green button). */
export function PhoneLink({ number }: { number: string | null | undefined }) {
  if (!number) return null;
  return (
    <a
      className="phone-link"
      href={`tel:${number}`}
      aria-label={t.call(number)}
      data-testid="phone-link"
    >
      {number}
    </a>
  );
}

/** The row's serial number (SL), counting across pages, in the page's digits. */
export const serialText = (n: number) => digits(n);
