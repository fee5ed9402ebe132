/**
 * The Leader Board's list of top donors: read by its page, refreshed by every change that can
 * move a donor on it (a donation counted or removed, a donor restored).
 */
export const topDonorKeys = { all: ['top-donor'] as const };
