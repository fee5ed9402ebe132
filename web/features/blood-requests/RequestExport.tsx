import { useState } from 'react';
import { todayInBangladesh } from '../../../common/dates.ts';
import { ExportButtons } from '../../components/ExportButtons.tsx';
import { exportText as t } from '../../i18n/import.ts';

/** Today and the first of this month in Bangladesh, as YYYY-MM-DD. */
function thisMonth() {
  const today = todayInBangladesh();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Export of blood requests received between two dates, complete, incomplete or both. */
export function RequestExport() {
  const [range, setRange] = useState(thisMonth);
  const [status, setStatus] = useState<'all' | 'complete' | 'incomplete'>('all');
  return (
    <details className="request-export-panel">
      <summary className="btn btn-outline btn-small">{t.requests.heading}</summary>
      <div className="request-export">
        <label>
          {t.requests.from}
          <input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </label>
        <label>
          {t.requests.to}
          <input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </label>
        <label>
          {t.requests.status}
          <select value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            {(['all', 'complete', 'incomplete'] as const).map((s) => (
              <option key={s} value={s}>
                {t.requests[s]}
              </option>
            ))}
          </select>
        </label>
        <ExportButtons
          path="/export/blood-requests"
          query={{ ...range, status }}
          hint={t.requests.heading}
        />
      </div>
    </details>
  );
}
