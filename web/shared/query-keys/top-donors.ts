/**
 * The Leader Board's lists of top donors (the installation's and a unit's) and the units'
 * totals: read by its page, refreshed by every change that can move a donor on it (a donation
 * counted or removed, a donor restored): each key starts with `all`.
 */
export const topDonorKeys = {
  all: ['top-donor'] as const,
  /** The units' donation totals (the board's unit picker). */
  unitTotals: ['top-donor', 'units'] as const,
  /** One unit's board (with the units below it). */
  unit: (unitId: string) => ['top-donor', 'unit', unitId] as const,
};
