import type { ReactNode } from 'react';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { serial } from '../../components/list.ts';
import { addressText as T } from '../../i18n/address.ts';
import type { AddressKind, AddressList } from './address-api.ts';
import { digits } from '../../i18n/language.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface AddressTableProps<K extends AddressKind, Row> {
  list: AddressList<K>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
}

/** SL plus the given columns, a loading and an empty state, the total, and the page control. */
export function AddressTable<K extends AddressKind, Row>({
  list,
  caption,
  columns,
  rowKey,
}: AddressTableProps<K, Row>) {
  const { query } = list;
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div className="empty" role="alert">
        <p>{T.loadFailed}</p>
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => void query.refetch()}
        >
          {T.retry}
        </button>
      </div>
    );
  }
  const rows = query.data.rows as Row[];
  return (
    <>
      <div className="table-wrap" aria-busy={query.isFetching}>
        <table className="table address-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columns.sl}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="empty">
                  {list.searchText.trim() ? T.empty : T.emptyList}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey(row)}>
                  <td>{digits(serial(list.limit, list.page, index))}</td>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="address-foot">
        <p className="muted small">{T.total(query.data.totalCount)}</p>
        <Pagination pageCount={query.data.pageCount} page={list.page} onPageChange={list.setPage} />
      </div>
    </>
  );
}
