import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ImportMapping, type ImportPreview, type ImportResult } from '../../../common/schemas/imports.ts';
import { ApiError } from '../../app/api-client.ts';
import { errorText } from '../../app/error-text.ts';
import { FileChooser } from '../../components/FileChooser.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { toast } from '../../components/toast.tsx';
import { importText as t } from '../../i18n/import.ts';
import { digits } from '../../i18n/language.ts';
import { downloadErrorRows, useConfirmImport, usePreviewImport, type ImportRequest } from './import-api.ts';
import './import.css';

const problemText = (error: unknown) =>
  (error instanceof ApiError && error.code && t.errors[error.code]) || errorText(error);

/**
 * Import donors from a spreadsheet: choose the file and what to do with numbers already
 * registered, preview (the server guesses the columns; the admin may correct them and check
 * again), then confirm. Nothing is written before Confirm; error rows download as a CSV to fix.
 */
export function ImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [duplicates, setDuplicates] = useState<ImportRequest['duplicates']>('skip');
  const [status, setStatus] = useState<ImportRequest['status']>('verified');
  const [mapping, setMapping] = useState<ImportMapping | undefined>();
  const [headerRow, setHeaderRow] = useState<number | undefined>();
  const [fillDown, setFillDown] = useState<boolean | undefined>();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // The preview no longer shows what Confirm would do (mapping or options changed since).
  const [stale, setStale] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const check = usePreviewImport();
  const confirm = useConfirmImport();

  const requestOf = (withMapping: ImportMapping | undefined, change: Partial<ImportRequest> = {}): ImportRequest | null =>
    file ? { file, mapping: withMapping, duplicates, status, headerRow, fillDown, ...change } : null;

  const runPreview = (withMapping: ImportMapping | undefined, change: Partial<ImportRequest> = {}) => {
    const request = requestOf(withMapping, change);
    if (!request) return;
    setResult(null);
    check.mutate(request, {
      onSuccess: (answer) => {
        setPreview(answer);
        setMapping(answer.mapping);
        setFillDown(answer.fillDown);
        setStale(false);
      },
      onError: (error) => toast.error(problemText(error)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setHeaderRow(undefined);
    setFillDown(undefined);
    runPreview(undefined, { headerRow: undefined, fillDown: undefined });
  };

  /** Another header row: the columns are guessed again from its cells. */
  const chooseHeader = (row: number) => {
    setHeaderRow(row);
    runPreview(undefined, { headerRow: row });
  };

  const chooseFillDown = (on: boolean) => {
    setFillDown(on);
    runPreview(mapping, { fillDown: on });
  };

  const onConfirm = () => {
    const request = requestOf(mapping);
    if (!request) return;
    confirm.mutate(request, {
      onSuccess: (answer) => {
        setResult(answer);
        setPreview(null);
        toast.success(t.done(answer.created, answer.updated, answer.skipped));
      },
      onError: (error) => toast.error(problemText(error)),
    });
  };

  const onDownloadErrors = async () => {
    const request = requestOf(mapping);
    if (!request) return;
    setDownloading(true);
    try {
      await downloadErrorRows(request);
    } catch (error) {
      toast.error(problemText(error));
    } finally {
      setDownloading(false);
    }
  };

  const changeOption = (apply: () => void) => {
    apply();
    if (preview) setStale(true);
  };

  const writable = preview ? preview.counts.new + (duplicates === 'fillEmpty' ? preview.counts.duplicate : 0) : 0;

  return (
    <section className="import">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>

      <form className="import-form" onSubmit={onSubmit}>
        <div className="import-file">
          <label htmlFor="import-file">{t.file.label}</label>
          <FileChooser
            id="import-file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
              setMapping(undefined);
              setHeaderRow(undefined);
              setFillDown(undefined);
              setResult(null);
            }}
          />
        </div>
        <fieldset>
          <legend>{t.options.duplicates}</legend>
          {(['skip', 'fillEmpty'] as const).map((value) => (
            <label key={value} className="import-choice">
              <input type="radio" name="duplicates" checked={duplicates === value} onChange={() => changeOption(() => setDuplicates(value))} />
              {t.options[value]}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t.options.status}</legend>
          {(['verified', 'pending'] as const).map((value) => (
            <label key={value} className="import-choice">
              <input type="radio" name="status" checked={status === value} onChange={() => changeOption(() => setStatus(value))} />
              {t.options[value]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={!file || check.isPending}>
          {check.isPending ? t.previewing : t.preview}
        </button>
      </form>

      {result && (
        <div className="import-done" role="status">
          <p>{t.done(result.created, result.updated, result.skipped)}</p>
          <Link to="/dashboard/donor-list" className="btn btn-dark">
            {t.toList}
          </Link>
        </div>
      )}

      {preview && mapping && (
        <div className="import-preview">
          <section className="import-header">
            <p role="status" data-testid="import-header-found">
              {preview.headerChosen ? t.header.chosen(preview.headerRow) : t.header.found(preview.headerRow)}
            </p>
            <label className="import-header-select">
              <span>{t.header.label}</span>
              <select value={preview.headerRow} disabled={check.isPending} onChange={(e) => chooseHeader(Number(e.target.value))}>
                {preview.firstRows.map((r) => (
                  <option key={r.row} value={r.row}>
                    {t.header.option(r.row, r.cells.filter(Boolean).slice(0, 6).join(' | '))}
                  </option>
                ))}
              </select>
            </label>
            <label className="import-choice">
              <input type="checkbox" checked={preview.fillDown} disabled={check.isPending} onChange={(e) => chooseFillDown(e.target.checked)} />
              <span>
                {t.fillDown}
                {preview.hasMerges && <span className="muted small"> {t.fillDownHint}</span>}
              </span>
            </label>
          </section>

          <section aria-label={t.counts.heading}>
            <h2>{t.counts.heading}</h2>
            <dl className="import-counts">
              {(['rows', 'new', 'duplicate', 'error'] as const).map((key) => (
                <div key={key} className={`import-count import-count-${key}`} data-testid={`import-count-${key}`}>
                  <dt>{t.counts[key]}</dt>
                  <dd>{digits(preview.counts[key])}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="import-actions">
            <button type="button" className="btn btn-primary" disabled={stale || writable === 0 || confirm.isPending} onClick={onConfirm}>
              {confirm.isPending ? t.confirming : duplicates === 'fillEmpty' ? t.confirmUpdate : t.confirm(preview.counts.new)}
            </button>
            {preview.counts.error > 0 && (
              <button type="button" className="btn btn-outline" disabled={downloading} onClick={onDownloadErrors}>
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
                      changeOption(() => setMapping({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) }))
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
            <button type="button" className="btn btn-dark" disabled={check.isPending} onClick={() => runPreview(mapping)}>
              {check.isPending ? t.previewing : t.checkAgain}
            </button>
          </details>

          <section>
            <h2 id="import-sample-heading">{t.sample}</h2>
            {/* A box that scrolls sideways: focusable, so that a keyboard can scroll it too. */}
            <div className="import-sample" tabIndex={0} role="region" aria-labelledby="import-sample-heading">
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

          <section>
            <h2>{t.issues.heading}</h2>
            {preview.issues.length === 0 && <p>{t.issues.none}</p>}
            <ul className="import-issues">
              {preview.issues.map((issue) => (
                <li key={issue.row} className={`import-issue import-issue-${issue.status}`} data-testid="import-issue">
                  <p>
                    <strong>{t.issues.row(issue.row)}</strong> <span className={`import-tag import-tag-${issue.status}`}>{t.status[issue.status]}</span>{' '}
                    {issue.name} {issue.number1}
                  </p>
                  <ul>
                    {Object.entries(issue.reasons).map(([field, code]) => (
                      <li key={field}>
                        {field === 'row' ? '' : `${t.fields[field as keyof typeof t.fields] ?? field}: `}
                        {code === 'repeatedInFile' && issue.details?.[field as keyof typeof issue.details]
                          ? t.detail(code, issue.details[field as keyof typeof issue.details])
                          : (t.reasons[code ?? ''] ?? issue.messages[field as keyof typeof issue.messages])}
                        {(code === 'placeUnknown' || code === 'placeAmbiguous') && issue.details?.[field as keyof typeof issue.details]
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
        </div>
      )}
    </section>
  );
}

export default ImportPage;
