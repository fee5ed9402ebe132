import { useContext, useEffect } from 'react';
import { useLocation, UNSAFE_DataRouterStateContext as RouterState } from 'react-router';

/** How long Back keeps trying to reach the remembered place while the screen fills in. */
const SETTLE_MS = 1500;

/**
 * Back returns to where the person was, even while the screen is still being drawn. React
 * Router's ScrollRestoration scrolls once, as its own part of the page commits; on preact/compat
 * the routed screen below may commit a moment later, when the page is still too short to reach
 * the place (a list far down lands half-way). This scrolls again, frame by frame, until the place
 * is reached or the person scrolls, taps or types themselves.
 */
export function ScrollSettle() {
  const state = useContext(RouterState);
  const { key } = useLocation();
  const target = state?.restoreScrollPosition;

  useEffect(() => {
    if (typeof target !== 'number' || target <= 0) return;
    let frame = 0;
    const until = performance.now() + SETTLE_MS;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const name of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
        window.removeEventListener(name, stop);
    };
    for (const name of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.addEventListener(name, stop, { passive: true });
    const step = () => {
      if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) <= 1 || performance.now() > until) stop();
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return stop;
  }, [key, target]);

  return null;
}
