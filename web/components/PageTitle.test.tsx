import { afterEach, describe, expect, it } from 'vitest';
import { createRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/preact';
// The namespace import is allowed here only to check that the missing exports really are missing.
// eslint-disable-next-line no-restricted-imports
import * as React from 'react';
import { PRODUCT_NAME } from '../../common/constants.ts';
import { PageTitle } from './PageTitle.tsx';

const roots: { unmount: () => void }[] = [];
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
  document.head.querySelectorAll('title').forEach((node) => node.remove());
});

function mount(element: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  root.render(element);
  return { container, root };
}

// These tests render through 'react-dom/client' as web/main.tsx does, so they run on whatever the
// aliases point 'react' at. On React 19 they fail: that is how they prove the tests run on Preact.
describe('component tests run on preact/compat, as the bundle does', () => {
  it('a <title> stays where it is rendered (React 19 would hoist it into <head>)', async () => {
    const { container } = mount(
      <main>
        <title>in place</title>
        <p>shown</p>
      </main>,
    );
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('shown'));
    expect(container.querySelector('main > title')?.textContent).toBe('in place');
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('React-19-only hooks are absent, so the lint rule that forbids them matters', () => {
    const exported = React as unknown as Record<string, unknown>;
    expect(exported.useOptimistic).toBeUndefined();
    expect(exported.useActionState).toBeUndefined();
  });
});

describe('PageTitle', () => {
  it("sets the document title to '{title} - Roktosetu' and follows a new title", async () => {
    const { root } = mount(<PageTitle title="রক্তদাতা" />);
    await waitFor(() => expect(document.title).toBe(`রক্তদাতা - ${PRODUCT_NAME}`));
    root.render(<PageTitle title="রক্তের অনুরোধ" />);
    await waitFor(() => expect(document.title).toBe(`রক্তের অনুরোধ - ${PRODUCT_NAME}`));
  });
});

describe('a layout title gives way to its screen', () => {
  it('the screen inside sets the title; without one the layout does', async () => {
    const Layout = ({ path, children }: { path: string; children?: React.ReactNode }) => (
      <div>
        <PageTitle title="Dashboard" fallback={path} />
        {children}
      </div>
    );
    const { root } = mount(
      <Layout path="/dashboard/settings">
        <PageTitle title="Settings" />
      </Layout>,
    );
    await waitFor(() => expect(document.title).toBe(`Settings - ${PRODUCT_NAME}`));
    root.render(<Layout path="/dashboard/donor-list" />);
    await waitFor(() => expect(document.title).toBe(`Dashboard - ${PRODUCT_NAME}`));
  });
});
