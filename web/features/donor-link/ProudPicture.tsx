import { donorLinkText as t } from '../../i18n/donor-link.ts';

/**
 * The "proud donor" picture (docs/decisions/064), offered once the donor has given: the server
 * draws it with their first name and milestone only; the donor saves it to share where they like.
 */
export function ProudPicture({ token }: { token: string }) {
  const src = `/api/donor-link/${encodeURIComponent(token)}/proud-picture`;
  return (
    <figure className="proud-picture" data-testid="proud-picture">
      <figcaption>
        <h3>{t.returning.proudHeading}</h3>
        <p className="muted small">{t.returning.proudHint}</p>
      </figcaption>
      <img src={src} alt={t.returning.proudAlt} width={240} height={240} loading="lazy" />
      <a className="btn btn-outline" href={src} download="roktosetu-donor.png">
        {t.returning.proudSave}
      </a>
    </figure>
  );
}
