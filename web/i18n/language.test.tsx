import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from './bn.ts';
import {
  currentLanguage,
  currentLocale,
  dateTimeFormat,
  digits,
  LANGUAGE_STORAGE_KEY,
  liveTexts,
  localized,
  onLanguageChange,
  provideLanguageSource,
  switchLanguage,
  type CatalogOf,
} from './language.ts';

const bn = {
  title: 'শিরোনাম',
  count: (n: number) => `${digits(n)} জন`,
  group: { key: 'চাবি' },
} as const;
const en: CatalogOf<typeof bn> = {
  title: 'Title',
  count: (n) => `${digits(n)} people`,
  group: { key: 'Key' },
};
const sample = localized(bn, en);

afterEach(() => {
  cleanup();
  provideLanguageSource(null);
  act(() => switchLanguage('bn'));
  document.cookie = `${LANGUAGE_STORAGE_KEY}=; path=/; max-age=0`;
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('the current language', () => {
  it('is read when a text is read: a namespace made once answers in the language of the moment', () => {
    expect(currentLanguage()).toBe('bn');
    expect([sample.title, sample.count(12), sample.group.key, currentLocale()]).toEqual([
      'শিরোনাম',
      '১২ জন',
      'চাবি',
      'bn-BD',
    ]);
    switchLanguage('en');
    expect([sample.title, sample.count(12), sample.group.key, currentLocale()]).toEqual([
      'Title',
      '12 people',
      'Key',
      'en-GB',
    ]);
    expect(Object.keys(sample)).toEqual(['title', 'count', 'group']);
    switchLanguage('bn');
    expect(sample.count(3)).toBe('৩ জন');
  });

  it('switching stores the choice (cookie and localStorage) and tells the listeners, once per change', () => {
    const heard: string[] = [];
    const stop = onLanguageChange((language) => heard.push(language));
    switchLanguage('en');
    switchLanguage('en');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=en`);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    switchLanguage('bn');
    stop();
    switchLanguage('en');
    expect(heard).toEqual(['en', 'bn']);
  });

  it('comes from the provided source where there is one (the server: the request being drawn)', () => {
    let drawing: 'bn' | 'en' | undefined = 'en';
    provideLanguageSource(() => drawing);
    expect([currentLanguage(), sample.title, digits(45)]).toEqual(['en', 'Title', '45']);
    drawing = 'bn';
    expect([currentLanguage(), sample.title, digits(45)]).toEqual(['bn', 'শিরোনাম', '৪৫']);
    drawing = undefined;
    expect(currentLanguage()).toBe('bn');
  });

  it('keeps one formatter per language and options, and a part of a namespace follows the language', () => {
    const options = { day: 'numeric', month: 'short' } as const;
    expect(dateTimeFormat(options)).toBe(dateTimeFormat({ ...options }));
    const day = new Date(Date.UTC(2026, 4, 10, 6));
    expect(dateTimeFormat(options).format(day)).toMatch(/১০/);
    const nav = liveTexts(() => t.nav);
    expect(nav.home).toBe('হোম');
    switchLanguage('en');
    expect(dateTimeFormat(options)).not.toBe(dateTimeFormat(options, 'bn'));
    expect(dateTimeFormat(options).format(day)).toMatch(/10/);
    expect(nav.home).toBe('Home');
    expect(Object.keys(nav)).toEqual(Object.keys(t.nav));
  });
});

/** A parent whose own state changes nothing below it: its children are the same elements each time. */
function Shell({ children }: { children: ReactNode }) {
  return <section>{children}</section>;
}

function Field() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <h1>{sample.title}</h1>
      <p data-testid="count">{sample.count(count + 7)}</p>
      <input aria-label="name" />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        +
      </button>
    </div>
  );
}

describe('a switch in a rendered app', () => {
  it('renders every component that read a text again, in place: its state and what was typed stay', () => {
    render(
      <Shell>
        <Field />
      </Shell>,
    );
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    const input = screen.getByLabelText<HTMLInputElement>('name');
    fireEvent.input(input, { target: { value: 'আমিনা' } });
    expect(screen.getByRole('heading').textContent).toBe('শিরোনাম');
    expect(screen.getByTestId('count').textContent).toBe('৮ জন');

    act(() => switchLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('Title');
    expect(screen.getByTestId('count').textContent).toBe('8 people');
    expect(screen.getByLabelText<HTMLInputElement>('name')).toBe(input);
    expect(input.value).toBe('আমিনা');

    act(() => switchLanguage('bn'));
    expect(screen.getByTestId('count').textContent).toBe('৮ জন');
  });
});
