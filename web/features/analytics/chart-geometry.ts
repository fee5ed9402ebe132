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
