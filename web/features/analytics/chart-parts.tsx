import { Group } from '@visx/group';
import type { ReactNode } from 'react';

/** The charts' drawing box (px): each chart is a square this size, scaled to its card by its viewBox. */
export const CHART_SIZE = 240;

/**
 * The point at `angle` (radians, clockwise from twelve o'clock, as d3's pie and radial lines
 * measure it) on a circle of `radius` around the origin, in SVG coordinates (y grows downwards).
 */
export function onCircle(angle: number, radius: number): [number, number] {
  // A tenth of a pixel is finer than any screen shows, and keeps the drawn page short.
  const round = (value: number) => Math.round(value * 10) / 10 || 0;
  return [round(Math.sin(angle) * radius), round(-Math.cos(angle) * radius)];
}

/** A chart's square, its origin at the centre, scaled to the card by its viewBox (nothing measured). */
export function ChartSquare({ title, children }: { title?: string; children: ReactNode }) {
  const half = CHART_SIZE / 2;
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${CHART_SIZE} ${CHART_SIZE}`}
      width="100%"
      height={CHART_SIZE}
    >
      <Group top={half} left={half}>
        {children}
      </Group>
      {title ? <title>{title}</title> : null}
    </svg>
  );
}

/** A label just outside a ring at (x, y): it reads away from the centre, on whichever side it is. */
export function EdgeLabel({
  x,
  y,
  fill,
  children,
}: {
  x: number;
  y: number;
  fill: string;
  children: ReactNode;
}) {
  const anchor = x > 1 ? 'start' : x < -1 ? 'end' : 'middle';
  return (
    <text x={x} y={y} dy="0.35em" textAnchor={anchor} fill={fill} className="chart-label">
      {children}
    </text>
  );
}
