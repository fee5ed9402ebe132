import type { ImportJob } from '../../../common/schemas/imports.ts';
import { importText as t } from '../../i18n/import.ts';
import { digits } from '../../i18n/language.ts';

/**
 * An import job while a worker writes it: a progress bar with the rows written so far, then (failed)
 * how far it got and what to do. A finished job is drawn by ResultStep.
 */
export function JobProgress({ job }: { job: ImportJob }) {
  if (job.state === 'failed') {
    return (
      <div className="import-job import-job-failed" role="alert" data-testid="import-job">
        <p>{t.job.failed(job.rowsDone, job.totalRows)}</p>
        <p className="muted">{t.job.failedHint}</p>
      </div>
    );
  }
  const percent = job.totalRows ? Math.floor((job.rowsDone * 100) / job.totalRows) : 0;
  return (
    <div className="import-job" role="status" data-testid="import-job">
      <p className="import-job-title">{job.state === 'queued' ? t.job.queued : t.job.running}</p>
      <progress
        className="import-job-bar"
        max={job.totalRows || 1}
        value={job.rowsDone}
        aria-label={t.job.label(job.fileName)}
        aria-valuetext={t.job.rows(job.rowsDone, job.totalRows)}
      />
      <p className="import-job-rows">
        <span>{t.job.rows(job.rowsDone, job.totalRows)}</span>
        <span>{digits(percent)}%</span>
      </p>
      <p className="muted">{t.job.hint}</p>
    </div>
  );
}
