import { Pie } from '@visx/shape';
import { digits } from '../../i18n/language.ts';
import { BLOOD_GROUP_COLOURS, type ChartDatum } from './analytics-api.ts';
import { ChartSquare, EdgeLabel, onCircle } from './chart-parts.tsx';

const OUTER = 80;
const INNER = 52;
/** Where a slice's label stands: just outside the ring. */
const LABEL_RADIUS = OUTER + 16;
/** The gap between slices (2°). */
const PAD_ANGLE = (2 * Math.PI) / 180;

/**
 * The donut of verified donors per blood group. Plain SVG from visx's shapes, with no measuring:
 * it draws the same on the server as in the browser (decisions/033), and scales to its card
 * through its viewBox. Each slice names its group and count to a pointer (the SVG title); the
 * card lists the same numbers beside it for everyone else (the chart itself is hidden from screen readers).
 */
export function DonorsDonut({ data }: { data: ChartDatum[] }) {
  const slices = data.filter((d) => d.count > 0);
  return (
    <ChartSquare>
      <Pie
        data={slices}
        pieValue={(d) => d.count}
        pieSort={null}
        pieSortValues={null}
        outerRadius={OUTER}
        innerRadius={INNER}
        padAngle={slices.length > 1 ? PAD_ANGLE : 0}
      >
        {({ arcs, path }) =>
          arcs.map((arc) => {
            const middle = (arc.startAngle + arc.endAngle) / 2;
            const [x, y] = onCircle(middle, LABEL_RADIUS);
            const colour = BLOOD_GROUP_COLOURS[arc.data.bloodGroup];
            return (
              <g key={arc.data.bloodGroup} className="donut-slice">
                <path d={path(arc) ?? ''} fill={colour}>
                  <title>{`${arc.data.label}: ${digits(arc.data.count)}`}</title>
                </path>
                <EdgeLabel x={x} y={y} fill={colour}>
                  {arc.data.label}
                </EdgeLabel>
              </g>
            );
          })
        }
      </Pie>
    </ChartSquare>
  );
}
