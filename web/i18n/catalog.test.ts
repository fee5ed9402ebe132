import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MESSAGES } from '../../common/email.ts';
import { BLOOD_REQUEST_MESSAGES } from '../../common/schemas/blood-requests.ts';
import { CONTACT_MESSAGES } from '../../common/schemas/contacts.ts';
import { DONATION_MESSAGES } from '../../common/schemas/donations.ts';
import { DONOR_MESSAGES } from '../../common/schemas/donors.ts';
import { CALL_MESSAGES, CANCEL_MESSAGES } from '../../common/schemas/matching.ts';
import { PAUSE_MESSAGES } from '../../common/schemas/donor-link.ts';
import { PHONE_MESSAGES } from '../../common/schemas/phone.ts';
import { UNIT_MESSAGES } from '../../common/schemas/units.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

/**
 * Every namespace of the catalog, found in this folder rather than listed by hand, so that a new
 * one cannot be left out: each `export const NAME = localized(...)` of each module here.
 */
const FOLDER = path.dirname(fileURLToPath(import.meta.url));
const MODULES = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();
const NAMESPACES: Record<string, string[]> = Object.fromEntries(
  MODULES.map((file) => [
    `./${file}`,
    [
      ...readFileSync(path.join(FOLDER, file), 'utf8').matchAll(
        /^export const (\w+)\s*=\s*localized\(/gm,
      ),
    ].map((match) => match[1]!),
  ]),
);

/** Loads a namespace module fresh, as a page in `language` would. */
async function load(language: 'bn' | 'en', path: string): Promise<Record<string, unknown>> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  vi.resetModules();
  return (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
}

/** The shape of a namespace: keys, array lengths, function arities; and every text non-empty. */
function shape(value: unknown, where: string, texts: string[]): unknown {
  if (typeof value === 'string') {
    texts.push(`${where}=${value}`);
    return 'string';
  }
  if (typeof value === 'function') {
    const sample = Array.from({ length: value.length }, (_, i) => (i === 0 ? 2 : 'x'));
    const result: unknown = (value as (...args: unknown[]) => unknown)(...sample);
    expect(typeof result, `${where}() returns text`).toBe('string');
    return `function/${value.length}`;
  }
  if (Array.isArray(value)) return value.map((item, i) => shape(item, `${where}[${i}]`, texts));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [
          key,
          shape((value as Record<string, unknown>)[key], `${where}.${key}`, texts),
        ]),
    );
  }
  return typeof value;
}

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  vi.resetModules();
});

describe('the message catalog in two languages', () => {
  it('finds every namespace module in its folder (all but the language itself and its server source hold texts)', () => {
    const withTexts = Object.entries(NAMESPACES)
      .filter(([, names]) => names.length > 0)
      .map(([file]) => file);
    expect(withTexts).toEqual(
      MODULES.filter((file) => file !== 'language.ts').map((file) => `./${file}`),
    );
    expect(NAMESPACES['./bn.ts']).toEqual(['t']);
    expect(NAMESPACES['./import.ts']).toEqual(['importText', 'exportText']);
  });

  for (const [path, names] of Object.entries(NAMESPACES)) {
    for (const name of names) {
      it(`${name} (${path}) has the same keys, lists and functions in Bengali and English`, async () => {
        const bnTexts: string[] = [];
        const enTexts: string[] = [];
        const bn = shape((await load('bn', path))[name], name, bnTexts);
        const en = shape((await load('en', path))[name], name, enTexts);
        expect(en).toEqual(bn);
        for (const text of [...bnTexts, ...enTexts]) expect(text.split('=')[1], text).not.toBe('');
      });
    }
  }

  it('Bengali is the default and the English half is chosen from storage', async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    vi.resetModules();
    const bn = (await import('./language.ts')) as typeof import('./language.ts');
    expect(bn.currentLanguage()).toBe('bn');
    expect(bn.digits(1234)).toBe('১২৩৪');
    expect(bn.currentLocale()).toBe('bn-BD');
    const en = (await load('en', './language.ts')) as unknown as typeof import('./language.ts');
    expect(en.currentLanguage()).toBe('en');
    expect(en.digits(1234)).toBe('1234');
    expect(((await load('en', './bn.ts')) as typeof import('./bn.ts')).t.nav.home).toBe('Home');
    expect(((await load('bn', './bn.ts')) as typeof import('./bn.ts')).t.nav.home).toBe('হোম');
  });

  it('has a Bengali sentence for every validation message the shared schemas declare', async () => {
    const errors = (await load('bn', './errors.ts')) as unknown as typeof import('./errors.ts');
    const declared = [
      DONOR_MESSAGES,
      PHONE_MESSAGES,
      BLOOD_REQUEST_MESSAGES,
      DONATION_MESSAGES,
      CALL_MESSAGES,
      CANCEL_MESSAGES,
      PAUSE_MESSAGES,
      CONTACT_MESSAGES,
      EMAIL_MESSAGES,
      UNIT_MESSAGES,
    ].flatMap((messages) => Object.values(messages) as string[]);
    // Ids are machine names ('must be a blood request id'): no person types them.
    const forPeople = declared.filter((message) => message !== DONATION_MESSAGES.bloodRequestId);
    for (const message of forPeople) {
      expect(errors.validationMessage(message), message).not.toBe(message);
    }
  });

  it('shows the shared schemas’ messages in Bengali on a Bengali page and as written in English', async () => {
    const bnErrors = (await load('bn', './errors.ts')) as unknown as typeof import('./errors.ts');
    expect(bnErrors.validationMessage('Name is required')).toBe('নাম লিখুন');
    expect(bnErrors.validationMessage('must be at most 60 characters')).toBe(
      'সর্বোচ্চ ৬০ অক্ষর লেখা যায়',
    );
    expect(bnErrors.errorCodeText.DUPLICATE_PHONE).not.toMatch(/number1|:/);
    const enErrors = (await load('en', './errors.ts')) as unknown as typeof import('./errors.ts');
    expect(enErrors.validationMessage('Name is required')).toBe('Name is required');
    expect(enErrors.errorCodeText.SUPER_ADMIN_ONLY_ADD_UNION).toBe(
      'Super Admin Can Only Add Union',
    );
  });
});
