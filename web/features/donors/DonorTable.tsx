import type { ReactNode } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';

/** One column of a donor table: its header and what each row shows under it. */
export interface DonorColumn {
  header: string;
  cell: (donor: DonorRow, rowIndex: number) => ReactNode;
}

interface DonorTableProps {
  /** The table's accessible name. */
  label: string;
  columns: DonorColumn[];
  rows: DonorRow[];
  emptyText: string;
  /** The list's query: a spinner until the first page, faded rows while the next one loads. */
  query: { isLoading: boolean; isFetching: boolean; data?: { pageCount: number } };
  page: number;
  onPageChange: (page: number) => void;
}

/** A donor table with its loading, refreshing and empty states, and the pagination under it. */
export function DonorTable({ label, columns, rows, emptyText, query, page, onPageChange }: DonorTableProps) {
  return (
    <>
      {query.isLoading ? (
        <Spinner />
      ) : (
        <div className={query.isFetching ? 'table-wrap is-loading' : 'table-wrap'}>
          <table className="table donors-table" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th key={i}>{column.header}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((donor, rowIndex) => (
                <tr key={donor._id}>
                  {columns.map((column, i) => (
                    <td key={i}>{column.cell(donor, rowIndex)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className="empty">{emptyText}</p>}
        </div>
      )}
      <Pagination pageCount={query.data?.pageCount ?? 0} page={page} onPageChange={onPageChange} />
    </>
  );
}
