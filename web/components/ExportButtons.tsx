import { useState } from 'react';
import { downloadFile } from '../app/api.ts';
import { errorText } from '../app/error-text.ts';
import { exportText as t } from '../i18n/import.ts';
import { toast } from './toast.tsx';
import './export-buttons.css';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * "Export: CSV | Excel" for a list: the server builds the file from the same query as the list
 * (filters and sort), so the file holds what the admin sees, every page of it.
 */
export function ExportButtons({ path, query, hint = t.donorsHint }: { path: string; query: Query; hint?: string }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadFile('GET', path, { query: { ...query, format }, fallbackName: `export.${format}` });
    } catch (error) {
      toast.error(`${t.failed}: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="export-buttons" role="group" aria-label={hint}>
      <span>{t.label}:</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button key={format} type="button" className="btn btn-outline btn-small" disabled={busy !== null} onClick={() => void download(format)} title={hint}>
          {busy === format ? t.working : t[format]}
        </button>
      ))}
    </div>
  );
}
