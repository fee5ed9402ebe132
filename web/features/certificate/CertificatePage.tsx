import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { answer, publicApi } from '../../foundation/api-client.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import {
  LinkLoadFailed,
  LinkNotFound,
  linkGone,
  retryUnlessAnswered,
} from '../../components/LinkPageState.tsx';
import { certificateText as t } from '../../i18n/certificate.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { formatDate } from '../../shared/format.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import certificateStylesheet from './certificate.css?url';

requireStylesheet(certificateStylesheet);

/** A certificate's public check (read only by this page). */
export const certificateKeys = {
  one: (code: string) => ['certificate', code] as const,
};

/** The public page of a certificate, as its QR code carries it (the server's PDF carries the same). */
const pageAddress = (code: string) =>
  new URL(`/c/${encodeURIComponent(code)}`, window.location.origin).href;

/**
 * The printable certificate behind a code (/c/{code}, docs/decisions/060): the community, the
 * donor's name, the milestone and the date, as the public check answers them (never a phone, a
 * blood group or a place). A revoked certificate says so plainly; an unknown code is not found.
 */
export function CertificatePage() {
  const code = useParams().code ?? '';
  const certificate = useQuery({
    queryKey: certificateKeys.one(code),
    queryFn: () =>
      answer(publicApi.GET('/api/certificates/{code}', { params: { path: { code } } })),
    retry: retryUnlessAnswered,
  });
  const row = certificate.data;

  if (linkGone(certificate))
    return (
      <section className="page narrow certificate-page">
        <PageTitle title={t.notFoundTitle} />
        <h1>{t.notFoundTitle}</h1>
        <LinkNotFound testId="certificate-not-found" text={t.notFound} home={t.home} />
      </section>
    );

  return (
    <section className="page certificate-page">
      <PageTitle title={t.title} />
      {certificate.isLoading ? (
        <Spinner />
      ) : !row ? (
        <LinkLoadFailed
          text={t.loadFailed}
          retry={t.retry}
          onRetry={() => void certificate.refetch()}
        >
          <h1>{t.title}</h1>
        </LinkLoadFailed>
      ) : (
        <>
          {row.revoked && (
            <p className="certificate-revoked" role="alert" data-testid="certificate-revoked">
              {t.revoked}
            </p>
          )}
          <article
            className={`certificate${row.revoked ? ' is-revoked' : ''}`}
            data-testid="certificate"
          >
            <p className="certificate-community">{row.community[currentLanguage()]}</p>
            <h1 className="certificate-heading">{t.heading}</h1>
            <p className="certificate-presented">{t.presentedTo}</p>
            <p className="certificate-name" data-testid="certificate-name">
              {row.name}
            </p>
            <p className="certificate-milestone" data-testid="certificate-milestone">
              {t.milestone(row.milestone)}
            </p>
            <p className="certificate-thanks">{t.thanks}</p>
            <dl className="certificate-facts">
              <div>
                <dt>{t.date}</dt>
                <dd>{formatDate(row.issuedAt)}</dd>
              </div>
              <div>
                <dt>{t.code}</dt>
                <dd className="certificate-code">{row.code}</dd>
              </div>
            </dl>
            <figure className="certificate-qr">
              <QrCode text={pageAddress(row.code)} label={t.qrLabel} size={120} />
              <figcaption>{t.verify}</figcaption>
            </figure>
          </article>
          <div className="certificate-actions">
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              {t.print}
            </button>
            <a
              className="btn btn-outline"
              href={`/api/certificates/${encodeURIComponent(row.code)}/pdf`}
              download={`certificate-${row.code}.pdf`}
              data-testid="certificate-pdf"
            >
              {t.pdf}
            </a>
          </div>
        </>
      )}
    </section>
  );
}

export default CertificatePage;
