import { useEffect, useState } from 'react';
import { TYPEWRITER } from '../../../common/constants.ts';

/**
 * Shows the first line written, pauses, deletes it (deleteMs a character), types the next
 * (typeMs a character) and so on. The last line stays written: the typewriter does not loop.
 * The first line starts written so that the page says something before any script has run: the
 * server draws the home page with it (docs/decisions/032), and the typing starts when the app does.
 */
export function useTypewriter(
  lines: readonly string[],
  timing: { typeMs: number; deleteMs: number; pauseMs: number } = TYPEWRITER,
): string {
  const [state, setState] = useState(() => ({
    line: 0,
    length: Array.from(lines[0] ?? '').length,
    deleting: false,
  }));
  // Other lines (the language was switched): the same line in the new words, written out.
  const [typing, setTyping] = useState(lines);
  if (typing !== lines) {
    const line = Math.min(state.line, Math.max(lines.length - 1, 0));
    setTyping(lines);
    setState({ line, length: Array.from(lines[line] ?? '').length, deleting: false });
  }

  useEffect(() => {
    const chars = Array.from(lines[state.line] ?? '');
    const isLast = state.line === lines.length - 1;
    if (!state.deleting && state.length === chars.length && isLast) return;

    let delay = state.deleting ? timing.deleteMs : timing.typeMs;
    let next = state;
    if (!state.deleting && state.length < chars.length)
      next = { ...state, length: state.length + 1 };
    else if (!state.deleting) {
      delay = timing.pauseMs;
      next = { ...state, deleting: true };
    } else if (state.length > 0) next = { ...state, length: state.length - 1 };
    else next = { line: state.line + 1, length: 0, deleting: false };

    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, lines, timing]);

  return Array.from(lines[state.line] ?? '')
    .slice(0, state.length)
    .join('');
}
