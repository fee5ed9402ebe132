import { afterEach, describe, expect, it } from 'vitest';
import { readServerPage, SERVER_PAGE_ID } from './server-page.ts';

describe('readServerPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("reads a drawn page's data once and takes it out of the page (nothing of it stays after sign-out)", () => {
    const data = {
      queries: { mutations: [], queries: [] },
      auth: { user: { email: 'a@b.test', name: 'A', image: null }, role: 'admin', token: 't' },
      wide: false,
    };
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SERVER_PAGE_ID}">${JSON.stringify(data)}</script>`;
    expect(readServerPage()).toEqual(data);
    expect(document.getElementById(SERVER_PAGE_ID)).toBeNull();
    expect(document.body.innerHTML).not.toContain('a@b.test');
  });

  it('is null on a page the server did not draw, or whose data cannot be read', () => {
    expect(readServerPage()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_PAGE_ID}">{not json</script>`;
    expect(readServerPage()).toBeNull();
  });
});
