import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { ChartDatum } from './analytics-api.ts';

/** The radar of completed donations per requested blood group (recharts: own chunk, dashboard only). */
export function DonationsRadar({ data, name }: { data: ChartDatum[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <RadarChart data={data} outerRadius="72%">
        <PolarGrid />
        <PolarAngleAxis dataKey="label" />
        {/* The scale runs between the A+ and A- spokes, clear of their labels. */}
        <PolarRadiusAxis angle={67.5} allowDecimals={false} tick={{ fontSize: 10 }} axisLine={false} />
        <Radar name={name} dataKey="count" stroke="#fe3c47" fill="#fe3c47" fillOpacity={0.35} isAnimationActive={false} />
        <Tooltip />
      </RadarChart>
    </ResponsiveContainer>
  );
}

export default DonationsRadar;
