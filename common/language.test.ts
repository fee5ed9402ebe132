import { describe, expect, it } from 'vitest';
import { languageInCookies } from './language.ts';

describe('languageInCookies', () => {
  it('reads the choice wherever the cookie stands in the header', () => {
    expect(languageInCookies('roktosetu-language=en')).toBe('en');
    expect(languageInCookies('a=1; roktosetu-language=bn; b=2')).toBe('bn');
    expect(languageInCookies('a=1;roktosetu-language=en')).toBe('en');
  });

  it('names no language for a missing, unknown or look-alike cookie', () => {
    expect(languageInCookies('')).toBeNull();
    expect(languageInCookies('roktosetu-language=fr')).toBeNull();
    expect(languageInCookies('roktosetu-language=english')).toBeNull();
    expect(languageInCookies('old-roktosetu-language=en')).toBeNull();
  });
});
