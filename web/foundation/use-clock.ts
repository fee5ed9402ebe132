import { useEffect, useState } from 'react';

/**
 * The time now, from the moment the app runs on the page; null while it draws its first render.
 * A page drawn on the server is kept and sent for a while, and the app takes it over without
 * changing its attributes (hydration), so a date limit drawn there (a form's min or max) could be
 * days old: a screen draws such limits from this, after its first render, on the phone's clock.
 */
export function useClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  // The clock is read once the page is on screen, on purpose: a second render draws the limits.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setNow(new Date()), []);
  return now;
}
