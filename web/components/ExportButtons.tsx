import { useState } from 'react';
import type { paths } from '../../common/api/schema';
import { api, saveFile } from '../foundation/api-client.ts';
import { errorText } from '../foundation/error-text.ts';
import { exportText as t } from '../i18n/import.ts';
import { toast } from './toast.tsx';
import dashboardStylesheet from '../styles/dashboard.css?url';
import { requireStylesheet } from '../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

type Format = 'csv' | 'xlsx';
type QueryOf<P extends '/api/export/donors' | '/api/export/blood-requests'> = Omit<
  NonNullable<paths[P]['get']['parameters']['query']>,
  'format'
>;

/** The two exports and their queries (as the contract names them), without the format. */
type Export =
  | { path: '/export/donors'; query: QueryOf<'/api/export/donors'> }
  | { path: '/export/blood-requests'; query: QueryOf<'/api/export/blood-requests'> };

function exportCall(target: Export, format: Format) {
  return target.path === '/export/donors'
    ? api.GET('/api/export/donors', {
        params: { query: { ...target.query, format } },
        parseAs: 'blob',
      })
    : api.GET('/api/export/blood-requests', {
        params: { query: { ...target.query, format } },
        parseAs: 'blob',
      });
}

/**
 * "Export: CSV | Excel" for a list: the server builds the file from the same query as the list
 * (filters and sort), so the file holds what the admin sees, every page of it.
 */
export function ExportButtons({ hint = t.donorsHint, ...target }: Export & { hint?: string }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await saveFile(exportCall(target as Export, format), `export.${format}`);
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
        <button
          key={format}
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy !== null}
          onClick={() => void download(format)}
          title={hint}
        >
          {busy === format ? t.working : t[format]}
        </button>
      ))}
    </div>
  );
}
