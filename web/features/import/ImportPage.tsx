import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type {
  ImportMapping,
  ImportPreview,
  ImportResult,
} from '../../../common/schemas/imports.ts';
import { ApiError, readQuery } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { toast } from '../../components/toast.tsx';
import { importText as t } from '../../i18n/import.ts';
import { ChooseFileStep, type ImportChoices } from './ChooseFileStep.tsx';
import {
  downloadErrorRows,
  useConfirmImport,
  useImportJob,
  useLatestImportJob,
  usePreviewImport,
  type ImportRequest,
} from './import-api.ts';
import { JobProgress } from './JobProgress.tsx';
import { PreviewStep } from './PreviewStep.tsx';
import { ResultStep } from './ResultStep.tsx';
import { unitsRead } from '../../shared/query-keys/units.ts';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

const problemText = (error: unknown) =>
  (error instanceof ApiError && error.code && t.errors[error.code]) || errorText(error);

/**
 * The units an import may go into, in a federation only (a single community's import goes to
 * its one unit and shows no picker): the live units the caller sees (GET /api/units, the server
 * accepts no other), and the one chosen first: the only one, or else the caller's only
 * membership (a zone's admin imports into the zone unless they choose a unit below it).
 */
function useImportUnits() {
  const directory = useUnitDirectory();
  const tree = useQuery({ ...readQuery(unitsRead), enabled: directory.federation });
  const units = (tree.data?.units ?? []).filter((unit) => !unit.archived);
  const mine = (tree.data?.mine ?? []).filter((m) => units.some((unit) => unit.id === m.unitId));
  const preset = units.length === 1 ? units[0]!.id : mine.length === 1 ? mine[0]!.unitId : '';
  return { shown: directory.federation && units.length > 0, units, preset };
}

/**
 * Import donors from a spreadsheet: choose the file and what to do with numbers already
 * registered (ChooseFileStep), preview (the server guesses the columns; the admin may correct
 * them and check again: PreviewStep), then confirm (ResultStep). Nothing is written before
 * Confirm; error rows download as a CSV to fix. The page holds the state and the calls; each step
 * only draws.
 */
export function ImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<ImportChoices>({ duplicates: 'skip', status: 'verified' });
  const [mapping, setMapping] = useState<ImportMapping | undefined>();
  const [headerRow, setHeaderRow] = useState<number | undefined>();
  const [fillDown, setFillDown] = useState<boolean | undefined>();
  const [leaveOutSheets, setLeaveOutSheets] = useState<string[] | undefined>();
  const [dateOrders, setDateOrders] = useState<ImportRequest['dateOrders']>();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // The preview no longer shows what Confirm would do (mapping or options changed since).
  const [stale, setStale] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const importUnits = useImportUnits();
  // null: not chosen by the admin (the preset, if any, applies).
  const [chosenUnit, setChosenUnit] = useState<string | null>(null);
  const unitId = importUnits.shown ? (chosenUnit ?? importUnits.preset) : '';
  const [unitError, setUnitError] = useState<string | null>(null);
  const check = usePreviewImport();
  const confirm = useConfirmImport();
  // A large import runs as a job: its id is in the address, so a reload finds it again.
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const showJob = (id: string, replace = false) => setParams({ job: id }, { replace });
  const latest = useLatestImportJob(!jobId);
  const job = useImportJob(jobId);
  const queryClient = useQueryClient();
  const adopted = useRef(false);
  useEffect(() => {
    // Opened without a job in the address while one is queued or running: show that one (once).
    const found = latest.data?.job;
    if (!latest.data || adopted.current) return;
    adopted.current = true;
    if (!jobId && found && (found.state === 'queued' || found.state === 'running'))
      showJob(found.id, true);
  }, [latest.data, jobId]); // eslint-disable-line react-hooks/exhaustive-deps
  const jobState = job.data?.state;
  const lastState = useRef(jobState);
  useEffect(() => {
    // A job seen to finish here: new donors change every list, count, badge and chart.
    const was = lastState.current;
    lastState.current = jobState;
    if (jobState === 'done' && (was === 'queued' || was === 'running')) {
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'import-jobs' });
      toast.success(t.done(job.data!.created, job.data!.updated, job.data!.skipped));
    }
  }, [jobState]); // eslint-disable-line react-hooks/exhaustive-deps

  const requestOf = (
    withMapping: ImportMapping | undefined,
    change: Partial<ImportRequest> = {},
  ): ImportRequest | null =>
    file
      ? {
          file,
          mapping: withMapping,
          ...choices,
          headerRow,
          fillDown,
          leaveOutSheets,
          dateOrders,
          ...(unitId ? { unitId } : {}),
          ...change,
        }
      : null;

  const runPreview = (
    withMapping: ImportMapping | undefined,
    change: Partial<ImportRequest> = {},
  ) => {
    const request = requestOf(withMapping, change);
    if (!request) return;
    // In a federation the donors' unit is asked before anything is sent.
    if (importUnits.shown && !unitId) {
      setUnitError(t.errors.IMPORT_UNIT_REQUIRED!);
      return;
    }
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

  /** A new file: everything learnt from the last one is forgotten. */
  const chooseFile = (next: File | null) => {
    // The job shown (done, or still running on its own) leaves the screen for the new file.
    if (jobId) setParams({}, { replace: true });
    setFile(next);
    setPreview(null);
    setMapping(undefined);
    setHeaderRow(undefined);
    setFillDown(undefined);
    setLeaveOutSheets(undefined);
    setDateOrders(undefined);
    setResult(null);
  };

  /** Preview from the start: the server finds the header row and guesses the columns again. */
  const previewAfresh = () => {
    setHeaderRow(undefined);
    setFillDown(undefined);
    setLeaveOutSheets(undefined);
    runPreview(undefined, { headerRow: undefined, fillDown: undefined, leaveOutSheets: undefined });
  };

  /** Another header row: the columns are guessed again from its cells. */
  const chooseHeader = (row: number) => {
    setHeaderRow(row);
    runPreview(undefined, { headerRow: row });
  };

  /**
   * The sheets read changed (`included`: the names ticked). When the first sheet read is another
   * one, its header row and columns are found and guessed afresh (the mapping was the old one's).
   */
  const chooseSheets = (included: string[]) => {
    if (!preview) return;
    const left = preview.sheets
      .filter((s) => s.kind !== 'empty' && !included.includes(s.name))
      .map((s) => s.name);
    setLeaveOutSheets(left);
    const main = preview.sheets.find((s) => included.includes(s.name))?.name ?? null;
    if (main === preview.mainSheet) runPreview(mapping, { leaveOutSheets: left });
    else {
      setHeaderRow(undefined);
      runPreview(undefined, { leaveOutSheets: left, headerRow: undefined });
    }
  };

  /** The admin says how a date column that proves no order is written. */
  const chooseDateOrder = (field: 'birthDate' | 'lastDonation', order: 'dmy' | 'mdy') => {
    const next = { ...dateOrders, [field]: order };
    setDateOrders(next);
    runPreview(mapping, { dateOrders: next });
  };

  const chooseFillDown = (on: boolean) => {
    setFillDown(on);
    runPreview(mapping, { fillDown: on });
  };

  /** An option or the mapping changed: the preview on screen no longer says what Confirm does. */
  const changed = () => {
    if (preview) setStale(true);
  };

  const onConfirm = () => {
    const request = requestOf(mapping);
    if (!request) return;
    confirm.mutate(request, {
      onSuccess: (answer) => {
        setPreview(null);
        // A job still to run (202) has no counts yet; a written import (200) has them and its job's id.
        if (!('created' in answer)) return showJob(answer.jobId);
        setResult(answer);
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

  return (
    <section className="import">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>

      <ChooseFileStep
        choices={choices}
        onFile={chooseFile}
        onChoice={(change) => {
          setChoices((old) => ({ ...old, ...change }));
          changed();
        }}
        canPreview={!!file}
        previewing={check.isPending}
        onPreview={previewAfresh}
        unit={
          importUnits.shown
            ? {
                units: importUnits.units,
                value: unitId,
                error: unitError,
                onChange: (next) => {
                  setChosenUnit(next);
                  setUnitError(null);
                  changed();
                },
              }
            : undefined
        }
      />

      {job.data && job.data.state !== 'done' && <JobProgress job={job.data} />}
      {job.data?.state === 'done' && <ResultStep result={job.data} jobId={job.data.id} />}
      {result && <ResultStep result={result} jobId={result.jobId} />}

      {preview && mapping && (
        <PreviewStep
          preview={preview}
          mapping={mapping}
          duplicates={choices.duplicates}
          stale={stale}
          checking={check.isPending}
          confirming={confirm.isPending}
          downloading={downloading}
          onHeaderRow={chooseHeader}
          onFillDown={chooseFillDown}
          onDateOrder={chooseDateOrder}
          onSheets={chooseSheets}
          onMapping={(next) => {
            setMapping(next);
            changed();
          }}
          onCheckAgain={() => runPreview(mapping)}
          onConfirm={onConfirm}
          onDownloadErrors={onDownloadErrors}
        />
      )}
    </section>
  );
}

export default ImportPage;
