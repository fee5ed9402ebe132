import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../i18n/bn.ts';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';

/** Shown when a route's code could not be loaded (slow or lost connection) or a page failed. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="page narrow center" role="alert">
      <p>{t.common.chunkFailed}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t.common.retry}
      </button>
    </section>
  );
}
