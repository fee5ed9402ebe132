import type { ReactNode } from 'react';
import { analyticsText as T } from '../../i18n/analytics.ts';

interface WidgetTableProps<Row> {
  id: string;
  title: string;
  headers: string[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  cells: (row: Row, index: number) => ReactNode[];
  className?: string;
}

/** One dashboard widget: a heading and the first five rows in a small table (or a note when empty). */
export function WidgetTable<Row>({
  id,
  title,
  headers,
  rows,
  rowKey,
  cells,
  className,
}: WidgetTableProps<Row>) {
  return (
    <section className={`card analytics-card ${className ?? ''}`} aria-labelledby={id}>
      <header className="analytics-card-head">
        <h2 id={id}>{title}</h2>
      </header>
      {rows.length === 0 ? (
        <p className="muted">{T.empty}</p>
      ) : (
        <div className="widget-wrap">
          <table className="widget-table">
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {cells(row, index).map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
