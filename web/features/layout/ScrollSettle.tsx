import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { useLocation, UNSAFE_DataRouterStateContext as RouterState } from 'react-router';

/** How long the page must have stopped growing, with nothing being fetched, before Back gives up. */
const SETTLE_MS = 1500;
/** Back never keeps trying longer than this, whatever the page does. */
const GIVE_UP_MS = 20_000;

/**
 * Back (or a reload) returns to where the person was, even while the screen is still being drawn.
 * React Router's ScrollRestoration scrolls once, as its own part of the page commits; on
 * preact/compat the routed screen below may commit a moment later, and its list may arrive later
 * still, when the page is still too short to reach the place (a list far down lands half-way).
 * This scrolls again, frame by frame, until the place is reached or the person scrolls, taps or
 * types themselves. It gives up only once the page has settled: for SETTLE_MS it has neither grown
 * nor had a read in flight. A fixed budget from the start was not enough on a slow or busy phone,
 * where the list alone can take longer than that to come and be drawn.
 */
export function ScrollSettle() {
  const state = useContext(RouterState);
  const { key } = useLocation();
  const target = state?.restoreScrollPosition;
  const queries = useQueryClient();

  useEffect(() => {
    if (typeof target !== 'number' || target <= 0) return;
    let frame = 0;
    const giveUp = performance.now() + GIVE_UP_MS;
    let height = -1;
    let changedAt = performance.now();
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const name of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
        window.removeEventListener(name, stop);
    };
    for (const name of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.addEventListener(name, stop, { passive: true });
    const step = () => {
      const now = performance.now();
      const tall = document.documentElement.scrollHeight;
      if (tall !== height || queries.isFetching() > 0) {
        height = tall;
        changedAt = now;
      }
      if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) <= 1 || now - changedAt > SETTLE_MS || now > giveUp)
        stop();
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return stop;
  }, [key, target, queries]);

  return null;
}
