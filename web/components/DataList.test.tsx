import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listsText as t } from '../i18n/lists.ts';
import { DataList, PhoneLink, type ListColumn, type ListQuery } from './DataList.tsx';

interface Person {
  id: string;
  name: string;
  phone: string;
  village: string;
  age: number;
}

const people: Person[] = [
  { id: 'a', name: 'আমিনা', phone: '01711111111', village: 'উত্তরপাড়া', age: 31 },
  { id: 'b', name: 'বকুল', phone: '01822222222', village: 'দক্ষিণপাড়া', age: 45 },
];

const onEdit = vi.fn();
const columns: ListColumn<Person>[] = [
  { id: 'serial', header: 'SL', card: 'none', cell: (_p, i) => i + 1 },
  { id: 'name', header: 'Name', card: 'title', cell: (p) => p.name },
  { id: 'phone', header: 'Phone', cell: (p) => <PhoneLink number={p.phone} /> },
  { id: 'age', header: 'Age', fold: true, cell: (p) => p.age },
  { id: 'village', header: 'Village', fold: true, cell: (p) => p.village },
  {
    id: 'edit',
    header: 'Edit',
    card: 'actions',
    cell: (p) => (
      <button type="button" onClick={() => onEdit(p.id)}>
        Edit {p.name}
      </button>
    ),
  },
];

const ready: ListQuery = { isPending: false, isError: false, isFetching: false, refetch: () => {} };

/** happy-dom's matchMedia answers from the window's width; the list reads it once per render. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 768px') ? width >= 768 : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function show(props: Partial<Parameters<typeof DataList<Person>>[0]> = {}) {
  return render(
    <DataList
      label="People"
      testId="people"
      columns={columns}
      rows={people}
      rowKey={(p) => p.id}
      query={ready}
      pageSize={10}
      {...props}
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onEdit.mockReset();
});

describe('DataList on preact/compat', () => {
  it('on a wide screen is a table named by its caption, low-priority columns folded into Details', () => {
    screenWidth(1366);
    show();
    const table = screen.getByRole('table', { name: 'People' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['SL', 'Name', 'Phone', t.details, 'Edit']);
    const first = within(table).getAllByTestId('list-row')[0]!;
    expect(first.querySelector('[data-column="details"]')!.textContent).toContain('উত্তরপাড়া');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('tel:01711111111');
  });

  it('on a phone is one card per row with the title, labelled fields, tel: links and every action', () => {
    screenWidth(390);
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByTestId('list-row');
    expect(cards).toHaveLength(2);
    const card = cards[1]!;
    expect(card.querySelector('[data-column="serial"]')).toBeNull();
    expect(card.querySelector('.data-card-title')!.textContent).toBe('বকুল');
    expect(within(card).getByText('Village').tagName).toBe('DT');
    expect(
      within(card)
        .getByRole('link', { name: t.call('01822222222') })
        .getAttribute('href'),
    ).toBe('tel:01822222222');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit বকুল' }));
    expect(onEdit).toHaveBeenCalledWith('b');
  });

  it('while the first page loads shows placeholders as many as the page size, not the empty text', () => {
    screenWidth(390);
    show({ rows: undefined, query: { ...ready, isPending: true, isFetching: true }, pageSize: 5 });
    expect(screen.getByTestId('list-loading').querySelectorAll('.placeholder-card')).toHaveLength(
      5,
    );
    expect(screen.queryByTestId('list-empty')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(t.loading);
  });

  it('a failed load is an alert with Try again (not an empty list), and Try again refetches', () => {
    screenWidth(1366);
    const refetch = vi.fn();
    show({ rows: undefined, query: { ...ready, isError: true, refetch } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t.loadFailed);
    expect(screen.queryByTestId('list-empty')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: t.retry }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('an empty answer says so', () => {
    screenWidth(1366);
    show({ rows: [], emptyText: 'Nobody here' });
    expect(screen.getByTestId('list-empty').textContent).toBe('Nobody here');
  });
});
