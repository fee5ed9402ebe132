import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { t } from '../../i18n/bn.ts';
import { SocialEmbed } from '../../components/SocialEmbed.tsx';
import { useTypewriter } from './use-typewriter.ts';

export function HomePage() {
  const typed = useTypewriter(t.home.slogans);
  return (
    <section className="banner">
      <PageTitle title={t.titles.home} />
      <div className="banner-inner">
        <h1 className="banner-headline">{t.home.headline}</h1>
        <p className="typewriter" aria-live="off">
          <span data-testid="typewriter">{typed}</span>
          <span className="caret" aria-hidden="true" />
        </p>
        <p className="visually-hidden">{t.home.slogans.join(t.home.sentenceEnd)}</p>
        <div className="banner-actions">
          <Link to="/contact" className="btn btn-dark">
            {t.home.contactButton}
          </Link>
          <Link to="/donorRegistration" className="btn btn-light">
            {t.home.registerButton}
          </Link>
        </div>
        <SocialEmbed />
      </div>
    </section>
  );
}

export default HomePage;
