import type { ReactNode } from 'react';
import type { BloodGroupCount } from '../../../common/schemas/analytics.ts';
import { analyticsText as T } from '../../i18n/analytics.ts';
import { BLOOD_GROUP_COLOURS, bloodGroupLabel, type ChartDatum } from './analytics-api.ts';
import { DonationsRadar } from './DonationsRadar.tsx';
import { DonorsDonut } from './DonorsDonut.tsx';
import { digits } from '../../i18n/language.ts';

interface ChartCardProps {
  id: string;
  title: string;
  kind: 'donut' | 'radar';
  counts: { total: number; byBloodGroup: BloodGroupCount[] };
  /** A line under the numbers (what the total includes). */
  note?: ReactNode;
}

/**
 * A chart with its numbers beside it: the chart is a picture of the numbers (hidden from screen
 * readers), the list says them for everyone.
 */
export function ChartCard({ id, title, kind, counts, note }: ChartCardProps) {
  const hasData = counts.total > 0;
  const data: ChartDatum[] = counts.byBloodGroup.map((g) => ({
    bloodGroup: g.bloodGroup,
    label: bloodGroupLabel(g.bloodGroup),
    count: g.count,
  }));
  let chart;
  if (!hasData) chart = <p className="muted chart-note">{T.noChartData}</p>;
  else if (kind === 'donut') chart = <DonorsDonut data={data} />;
  else chart = <DonationsRadar data={data} name={title} />;

  return (
    <section
      className="card analytics-card chart-card"
      aria-labelledby={id}
      data-testid={`chart-${kind}`}
    >
      <header className="analytics-card-head">
        <h2 id={id}>{title}</h2>
        <span className="analytics-total">{T.total(counts.total)}</span>
      </header>
      <div className={hasData ? 'chart-area' : 'chart-area is-empty'} aria-hidden="true">
        {chart}
      </div>
      <ul className="group-counts" aria-label={title}>
        {data.map((d) => (
          <li key={d.bloodGroup} data-testid={`${kind}-${d.bloodGroup}`}>
            <span
              className="swatch"
              style={{ background: BLOOD_GROUP_COLOURS[d.bloodGroup] }}
              aria-hidden="true"
            />
            <span className="group-label">{d.label}</span>
            <span className="group-count">{digits(d.count)}</span>
          </li>
        ))}
      </ul>
      {note}
    </section>
  );
}
