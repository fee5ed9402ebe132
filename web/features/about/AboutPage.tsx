import { PageTitle } from '../../components/PageTitle.tsx';
import { t } from '../../i18n/bn.ts';
import { SocialEmbed } from '../../components/SocialEmbed.tsx';

export function AboutPage() {
  return (
    <section className="page narrow">
      <PageTitle title={t.titles.about} />
      <h1>{t.about.heading}</h1>
      {t.about.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <SocialEmbed />
    </section>
  );
}

export default AboutPage;
