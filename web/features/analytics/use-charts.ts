import { useEffect, useState } from 'react';
import { lazyRoute } from '../../app/lazy-route.ts';

type ChartsModule = typeof import('./AnalyticsCharts.tsx');

// The chart library is a chunk of its own, fetched the first time a chart is drawn (120 s time-out).
// Loaded by hand rather than with lazy()/Suspense, which would add their code to the home page's bundle.
const loadCharts = lazyRoute(() => import('./AnalyticsCharts.tsx'));
let loaded: ChartsModule | null = null;

/** The chart components once their chunk has arrived: null while loading, 'failed' when it could not load. */
export function useCharts(wanted: boolean): ChartsModule | null | 'failed' {
  const [charts, setCharts] = useState<ChartsModule | null | 'failed'>(loaded);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadCharts().then(
      (module) => {
        loaded = module;
        if (live) setCharts(module);
      },
      () => {
        if (live) setCharts('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return charts ?? loaded;
}
