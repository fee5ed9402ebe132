import { toAsciiDigits } from '../../../common/text.ts';

/**
 * How an id field's text becomes the number the API takes: Bengali digits count as digits, an
 * empty field is missing ('... id is required'), any other text stays text ('... must be a number').
 */
export function idFromText(value: unknown): unknown {
  const text = toAsciiDigits(String(value ?? '')).trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}
