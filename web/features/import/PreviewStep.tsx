import {
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  type ImportMapping,
  type ImportPreview,
} from '../../../common/schemas/imports.ts';
import { importText as t } from '../../i18n/import.ts';
import { digits } from '../../i18n/language.ts';
import type { ImportRequest } from './import-api.ts';

interface PreviewStepProps {
  preview: ImportPreview;
  mapping: ImportMapping;
  duplicates: ImportRequest['duplicates'];
  /** The mapping or an option changed since this preview: Confirm waits for Check again. */
  stale: boolean;
  checking: boolean;
  confirming: boolean;
  downloading: boolean;
  onHeaderRow: (row: number) => void;
  onFillDown: (on: boolean) => void;
  /** How a date column that proves no order is written. */
  onDateOrder: (field: 'birthDate' | 'lastDonation', order: 'dmy' | 'mdy') => void;
  /** The names of the sheets to read (ticked). */
  onSheets: (included: string[]) => void;
  onMapping: (mapping: ImportMapping) => void;
  onCheckAgain: () => void;
  onConfirm: () => void;
  onDownloadErrors: () => void;
}

/**
 * The middle step: a workbook's sheets (each read or left out), the header row found (or chosen),
 * a CSV's offer to fill blank places from above, the counts, Confirm, the column mapping to
 * correct and check again, a sample of the rows and every row's problems.
 */
export function PreviewStep(props: PreviewStepProps) {
  const { preview, mapping, duplicates, stale, checking, confirming, downloading } = props;
  const writable = preview.counts.new + (duplicates === 'fillEmpty' ? preview.counts.duplicate : 0);
  return (
    <div className="import-preview">
      {preview.sheets.length > 0 && (
        <SheetList preview={preview} checking={checking} onSheets={props.onSheets} />
      )}
      <section className="import-header">
        {preview.mainSheet !== null && preview.sheets.filter((s) => s.included).length > 1 && (
          <p className="muted small" data-testid="import-main-sheet">
            {t.sheets.main(preview.mainSheet)}
          </p>
        )}
        <p role="status" data-testid="import-header-found">
          {preview.headerChosen
            ? t.header.chosen(preview.headerRow)
            : t.header.found(preview.headerRow)}
        </p>
        <label className="import-header-select">
          <span>{t.header.label}</span>
          <select
            value={preview.headerRow}
            disabled={checking}
            onChange={(e) => props.onHeaderRow(Number(e.target.value))}
          >
            {preview.firstRows.map((r) => (
              <option key={r.row} value={r.row}>
                {t.header.option(r.row, r.cells.filter(Boolean).slice(0, 6).join(' | '))}
              </option>
            ))}
          </select>
        </label>
        {(preview.fillDownRows > 0 || preview.fillDown) && (
          <label className="import-choice import-fill-down" data-testid="import-fill-down">
            <input
              type="checkbox"
              checked={preview.fillDown}
              disabled={checking}
              onChange={(e) => props.onFillDown(e.target.checked)}
            />
            <span>
              {t.fillDown(preview.fillDownRows)}
              <span className="muted small"> {t.fillDownHint}</span>
            </span>
          </label>
        )}
      </section>

      {preview.dateQuestions.map((question) => (
        <fieldset
          key={question.field}
          className="import-date-order"
          data-testid="import-date-order"
        >
          <legend>{t.dateOrder.question(t.fields[question.field], question.ambiguous)}</legend>
          {(['dmy', 'mdy'] as const).map((order) => (
            <label key={order} className="import-choice">
              <input
                type="radio"
                name={`date-order-${question.field}`}
                checked={question.order === order}
                disabled={checking}
                onChange={() => props.onDateOrder(question.field, order)}
              />
              <span>{t.dateOrder[order]}</span>
            </label>
          ))}
        </fieldset>
      ))}

      <section aria-label={t.counts.heading}>
        <h2>{t.counts.heading}</h2>
        <dl className="import-counts">
          {(['rows', 'new', 'duplicate', 'error'] as const).map((key) => (
            <div
              key={key}
              className={`import-count import-count-${key}`}
              data-testid={`import-count-${key}`}
            >
              <dt>{t.counts[key]}</dt>
              <dd>{digits(preview.counts[key])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="import-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={stale || writable === 0 || confirming}
          onClick={props.onConfirm}
        >
          {confirming
            ? t.confirming
            : duplicates === 'fillEmpty'
              ? t.confirmUpdate
              : t.confirm(preview.counts.new)}
        </button>
        {preview.counts.error > 0 && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={downloading}
            onClick={props.onDownloadErrors}
          >
            {t.downloadErrors}
          </button>
        )}
      </section>

      <details className="import-mapping" open={stale || preview.counts.error > 0}>
        <summary>{t.mapping.heading}</summary>
        <p className="muted small">{t.mapping.hint}</p>
        <div className="import-mapping-grid">
          {IMPORT_FIELDS.map((field) => (
            <label key={field}>
              <span>
                {t.fields[field]}
                {REQUIRED_IMPORT_FIELDS.includes(field) ? ' *' : ''}
              </span>
              <select
                value={mapping[field] ?? ''}
                onChange={(e) =>
                  props.onMapping({
                    ...mapping,
                    [field]: e.target.value === '' ? null : Number(e.target.value),
                  })
                }
              >
                <option value="">{t.mapping.none}</option>
                {preview.headers.map((header, index) => (
                  <option key={index} value={index}>
                    {t.mapping.column(index + 1, header)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-dark"
          disabled={checking}
          onClick={props.onCheckAgain}
        >
          {checking ? t.previewing : t.checkAgain}
        </button>
      </details>

      <SampleRows preview={preview} />
      <RowIssues preview={preview} />
    </div>
  );
}

/** A workbook's sheets, in the order of its tabs: what each holds, its rows, and a tick to read it. */
function SheetList({
  preview,
  checking,
  onSheets,
}: {
  preview: ImportPreview;
  checking: boolean;
  onSheets: (included: string[]) => void;
}) {
  const included = preview.sheets.filter((s) => s.included).map((s) => s.name);
  return (
    <fieldset className="import-sheets" data-testid="import-sheets">
      <legend>{t.sheets.heading}</legend>
      <p className="muted small">{t.sheets.hint}</p>
      {preview.sheets.map((sheet) => (
        <label key={sheet.name} className="import-choice import-sheet" data-testid="import-sheet">
          <input
            type="checkbox"
            checked={sheet.included}
            // An empty sheet has nothing to read; the last sheet read stays (something must be read).
            disabled={
              checking || sheet.kind === 'empty' || (sheet.included && included.length === 1)
            }
            onChange={(e) =>
              onSheets(
                e.target.checked
                  ? [...included, sheet.name]
                  : included.filter((name) => name !== sheet.name),
              )
            }
          />
          <span className="import-sheet-name">{sheet.name}</span>
          <span className={`import-tag import-tag-${sheet.kind}`}>{t.sheets.kind[sheet.kind]}</span>
          <span className="muted small">{t.sheets.rows(sheet.rows)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The first rows as the sheet has them, under the sheet's own headers. */
function SampleRows({ preview }: { preview: ImportPreview }) {
  return (
    <section>
      <h2 id="import-sample-heading">{t.sample}</h2>
      {/* A box that scrolls sideways: focusable, so that a keyboard can scroll it too. */}
      <div
        className="import-sample"
        tabIndex={0}
        role="region"
        aria-labelledby="import-sample-heading"
      >
        <table>
          <thead>
            <tr>
              <th>{t.sampleRow}</th>
              {preview.headers.map((header, i) => (
                <th key={i}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((row, r) => (
              <tr key={r}>
                <td>{digits(preview.sampleRows[r] ?? 0)}</td>
                {preview.headers.map((_h, c) => (
                  <td key={c}>{row[c] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Each row that will not be written as it is: its status and, per field, why. */
function RowIssues({ preview }: { preview: ImportPreview }) {
  return (
    <section>
      <h2>{t.issues.heading}</h2>
      {preview.issues.length === 0 && <p>{t.issues.none}</p>}
      <ul className="import-issues">
        {preview.issues.map((issue) => (
          <li
            key={`${issue.sheet ?? ''}\u0001${issue.row}`}
            className={`import-issue import-issue-${issue.status}`}
            data-testid="import-issue"
          >
            <p>
              <strong>
                {issue.sheet !== undefined && preview.sheets.length > 1
                  ? t.issues.sheetRow(issue.sheet, issue.row)
                  : t.issues.row(issue.row)}
              </strong>{' '}
              <span className={`import-tag import-tag-${issue.status}`}>
                {t.status[issue.status]}
              </span>{' '}
              {issue.name} {issue.number1}
            </p>
            <ul>
              {Object.entries(issue.reasons).map(([field, code]) => (
                <li key={field}>
                  {field === 'row' ? '' : `${t.fields[field as keyof typeof t.fields] ?? field}: `}
                  {code === 'repeatedInFile' && issue.details?.[field as keyof typeof issue.details]
                    ? t.detail(code, issue.details[field as keyof typeof issue.details])
                    : (t.reasons[code ?? ''] ??
                      issue.messages[field as keyof typeof issue.messages])}
                  {(code === 'placeUnknown' ||
                    code === 'placeAmbiguous' ||
                    code === 'registeredInUnit') &&
                  issue.details?.[field as keyof typeof issue.details]
                    ? ` (${t.detail(code, issue.details[field as keyof typeof issue.details])})`
                    : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {preview.issuesTruncated && <p className="muted">{t.issues.truncated}</p>}
    </section>
  );
}
