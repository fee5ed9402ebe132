import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Sheets = typeof import('./stylesheets.ts');

/** A fresh copy of the module: what it has added is kept per page, in module state. */
async function fresh(): Promise<Sheets> {
  vi.resetModules();
  return import('./stylesheets.ts');
}

describe('the stylesheets lazily loaded code names', () => {
  /** The links the module adds, kept out of happy-dom's page: the test says whether each loads. */
  let added: HTMLLinkElement[];
  beforeEach(() => {
    document.head.innerHTML = '';
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLLinkElement[]));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('adds a stylesheet once, and a route waits until it has loaded', async () => {
    const sheets = await fresh();
    sheets.requireStylesheet('/assets/contact-1.css');
    sheets.requireStylesheet('/assets/contact-1.css');
    expect(
      added.map((link) => [link.rel, link.getAttribute('href'), link.dataset.stylesheet]),
    ).toEqual([['stylesheet', '/assets/contact-1.css', '/assets/contact-1.css']]);
    let loaded = false;
    const waiting = sheets.stylesheetsLoaded().then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    added[0]!.dispatchEvent(new Event('load'));
    await waiting;
    expect(loaded).toBe(true);
  });

  it('adds nothing for a stylesheet the server carried in the page', async () => {
    document.head.innerHTML =
      '<style data-stylesheet="/assets/contact-1.css">p{}</style>' +
      '<style data-stylesheet="/assets/global-1.css">body{}</style>';
    const sheets = await fresh();
    sheets.requireStylesheet('/assets/contact-1.css');
    sheets.requireStylesheet('/assets/global-1.css');
    sheets.requireStylesheet('/assets/cards-1.css');
    expect(added.map((link) => link.getAttribute('href'))).toEqual(['/assets/cards-1.css']);
  });

  it('fails the route when a stylesheet does not load, and asks for it again on the next try', async () => {
    const sheets = await fresh();
    sheets.requireStylesheet('/assets/matching-1.css');
    const first = sheets.stylesheetsLoaded();
    added[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('/assets/matching-1.css');
    // The code that named it has run and will not again: the retry adds it itself.
    const second = sheets.stylesheetsLoaded();
    expect(added.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/matching-1.css',
      '/assets/matching-1.css',
    ]);
    added[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});
