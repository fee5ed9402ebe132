import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { BLOOD_GROUP_COLOURS, type ChartDatum } from './analytics-api.ts';

/** The donut of verified donors per blood group (recharts: loaded in its own chunk, dashboard only). */
export function DonorsDonut({ data }: { data: ChartDatum[] }) {
  const slices = data.filter((d) => d.count > 0);
  return (
    <ResponsiveContainer width="100%" height={240}>
      <PieChart margin={{ top: 16, right: 16, bottom: 16, left: 16 }}>
        <Pie
          data={slices}
          dataKey="count"
          nameKey="label"
          innerRadius="50%"
          outerRadius="78%"
          paddingAngle={slices.length > 1 ? 2 : 0}
          isAnimationActive={false}
          label={({ payload }: { payload?: ChartDatum }) => payload?.label ?? ''}
          labelLine={false}
        >
          {slices.map((d) => (
            <Cell key={d.bloodGroup} fill={BLOOD_GROUP_COLOURS[d.bloodGroup]} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
    </ResponsiveContainer>
  );
}

export default DonorsDonut;
