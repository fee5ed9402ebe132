// Made on first use: building a segmenter loads the browser's text-break data, about 15 ms on a
// fast machine and four times that on a cheap phone, which every public page paid as it started.
let graphemes: Intl.Segmenter | undefined;

/**
 * Cuts a display text to `max` characters and marks the cut with an ellipsis (leader
 * board, dashboard widgets). Characters are what a reader sees (grapheme clusters), so a Bengali
 * conjunct or vowel sign is never split from its letter.
 */
export function cutText(text: string, max: number, ellipsis = '...'): string {
  // A text of at most `max` code units has at most `max` characters: nothing to count.
  if (text.length <= max) return text;
  graphemes ??= new Intl.Segmenter('bn', { granularity: 'grapheme' });
  const chars = Array.from(graphemes.segment(text), (s) => s.segment);
  return chars.length > max ? chars.slice(0, max).join('') + ellipsis : text;
}

const BENGALI_ZERO = 0x09e6;

/** Converts Bengali digits (০-৯) to ASCII digits so that phone numbers typed either way compare equal. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

/**
 * Text as stored and compared: Unicode NFC, so that one word typed two ways is one value. For
 * Bengali this matters most for য়: phone keyboards type য + nukta (U+09AF U+09BC), others the single
 * U+09DF; NFC turns both into the first (U+09DF is excluded from composition), so they compare equal.
 */
export function toNfc(text: string): string {
  return text.normalize('NFC');
}
