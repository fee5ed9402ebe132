import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { t } from '../../i18n/bn.ts';

export function NotFoundPage() {
  return (
    <section className="page narrow center not-found">
      <PageTitle title={t.titles.notFound} />
      <h1 className="not-found-oops">{t.notFound.oops}</h1>
      <p className="not-found-code">{t.notFound.code}</p>
      <p>{t.notFound.sentence}</p>
      <Link to="/" className="btn btn-primary">
        {t.notFound.goHome}
      </Link>
    </section>
  );
}

export default NotFoundPage;
