import { lazy, Suspense, type ComponentType } from 'react';
import { lazyRoute } from '../foundation/lazy-route.ts';
import { t } from '../i18n/bn.ts';

/**
 * A dialog whose code loads the first time it opens instead of with the screen that offers it:
 * a list's edit, donation and call dialogs carry the form library (zod, react-hook-form), which a
 * person reading the list does not need. Render it only while it is open. While its code arrives
 * a spinner covers the page; if the code cannot arrive (120 s, or offline), the error goes to the
 * screen's error view, as for a screen's own code, whose Try again reloads.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(() => lazyRoute(load)().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={<DialogLoading />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

function DialogLoading() {
  return (
    <div className="dialog-loading" role="status" aria-label={t.common.loading}>
      <span className="spinner" />
    </div>
  );
}
