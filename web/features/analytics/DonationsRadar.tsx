import { curveLinearClosed } from '@visx/curve';
import { scaleLinear } from '@visx/scale';
import { Line, LineRadial } from '@visx/shape';
import { digits } from '../../i18n/language.ts';
import type { ChartDatum } from './analytics-api.ts';
import { ChartSquare, EdgeLabel, onCircle } from './chart-parts.tsx';

const RADIUS = 86;
/** Where a spoke's label stands: just past its end. */
const LABEL_RADIUS = RADIUS + 14;
/** The scale's numbers run between the first two spokes, clear of their labels. */
const SCALE_ANGLE = Math.PI / 8;
const RED = '#fe3c47';
const GRID = '#d5d5da';

/**
 * The radar of completed donations per requested blood group: a spoke per group, rings at whole
 * numbers of donations, and the counts joined into one shape. Plain SVG from visx's shapes and
 * scale, drawn the same on the server as in the browser (decisions/033).
 */
export function DonationsRadar({ data, name }: { data: ChartDatum[]; name: string }) {
  const max = Math.max(1, ...data.map((d) => d.count));
  const radius = scaleLinear<number>({ domain: [0, max], range: [0, RADIUS], nice: true });
  // Whole donations only: a ring at 2.5 donations would mean nothing.
  const rings = radius.ticks(4).filter((tick) => tick > 0 && Number.isInteger(tick));
  const step = (2 * Math.PI) / data.length;
  const angle = (_: ChartDatum, index: number) => index * step;
  return (
    <ChartSquare title={name}>
      {rings.map((tick) => (
        <LineRadial
          key={tick}
          data={data}
          angle={angle}
          radius={() => radius(tick)}
          curve={curveLinearClosed}
          fill="none"
          stroke={GRID}
        />
      ))}
      {data.map((d, index) => {
        const [x, y] = onCircle(index * step, RADIUS);
        const [labelX, labelY] = onCircle(index * step, LABEL_RADIUS);
        return (
          <g key={d.bloodGroup}>
            <Line from={{ x: 0, y: 0 }} to={{ x, y }} stroke={GRID} />
            <EdgeLabel x={labelX} y={labelY} fill="#3c3c43">
              {d.label}
            </EdgeLabel>
          </g>
        );
      })}
      {rings.map((tick) => {
        const [x, y] = onCircle(SCALE_ANGLE, radius(tick));
        return (
          <text key={tick} x={x} y={y} dx={3} className="chart-scale">
            {digits(tick)}
          </text>
        );
      })}
      <LineRadial
        className="radar-shape"
        data={data}
        angle={angle}
        radius={(d) => radius(d.count)}
        curve={curveLinearClosed}
        fill={RED}
        fillOpacity={0.35}
        stroke={RED}
      />
    </ChartSquare>
  );
}
