/**
 * Turns free text into a LIKE/ILIKE pattern that matches it literally anywhere: the text's own
 * % _ and \ are escaped, so input never acts as a pattern. Always pass the result as a parameter.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
