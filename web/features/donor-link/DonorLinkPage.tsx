import { useParams } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { LinkPageState } from '../../components/LinkPageState.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { useDonorLink, type LinkEnding } from './donor-link-api.ts';
import { CompleteDetails } from './CompleteDetails.tsx';
import { DonorRecord } from './DonorRecord.tsx';
import { LinkAlerts } from './LinkAlerts.tsx';
import { LinkBridges } from './LinkBridges.tsx';
import { LinkDonations } from './LinkDonations.tsx';
import { ReportDonationForm } from './ReportDonationForm.tsx';
import { PauseForm } from './PauseForm.tsx';
import { PhoneChangeForm } from './PhoneChangeForm.tsx';
import { ChannelsForm } from './ChannelsForm.tsx';
import { Returning } from './Returning.tsx';
import { SharingForm } from './SharingForm.tsx';
import { EndLink } from './EndLink.tsx';
import { useEffect, useRef, useState } from 'react';
import donorLinkStylesheet from './donor-link.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(donorLinkStylesheet);

/**
 * The donor's private page (/d/{token}): no account, the link is the key. The donor's own record
 * (group, when they may give again, their donations), the requests they were alerted to with
 * "I can donate" / "Not this time", the blood bridges they are asked onto (LinkBridges), and what
 * they may change themselves: report a donation, pause, ask for a new phone number (an admin
 * approves it), how they are reached, who may find them (only in a federation of several units),
 * leave the list.
 * A donor whose record lacks details or who has not said yes first meets CompleteDetails (decisions/052).
 * An unknown or revoked link gets a plain not-found message, never a hint whether it once existed.
 */
export function DonorLinkPage() {
  const token = useParams().token ?? '';
  const link = useDonorLink(token);
  const [ended, setEnded] = useState<LinkEnding | null>(null);
  const [detailsSaved, setDetailsSaved] = useState(false);

  return (
    <section className="page narrow donor-link">
      <PageTitle title={t.title} />
      <div className="donor-link-head">
        <h1>{t.title}</h1>
        <LanguageSwitch className="btn btn-outline btn-small language-switch" />
      </div>
      {ended ? (
        <EndedNotice ended={ended} />
      ) : (
        <LinkPageState
          query={link}
          notFound={{
            testId: 'donor-link-not-found',
            title: t.notFound.title,
            text: t.notFound.text,
            home: t.notFound.home,
          }}
          failed={{ text: t.loadFailed, retry: t.retry }}
        >
          {(data) => (
            <>
              <p className="muted small">{t.privateNote}</p>
              {detailsSaved ? (
                // Kept after the save, when the view read again no longer asks for anything.
                <p className="card donor-details-saved" role="status" data-testid="details-saved">
                  {t.details.saved}
                </p>
              ) : (
                (data.donor.missing.length > 0 || !data.donor.contactConsent) && (
                  <CompleteDetails
                    token={token}
                    donor={data.donor}
                    onSaved={() => setDetailsSaved(true)}
                  />
                )
              )}
              <DonorRecord donor={data.donor} />
              <Returning token={token} view={data} />
              <LinkAlerts token={token} alerts={data.alerts} />
              <LinkBridges token={token} />
              <ReportDonationForm token={token} />
              <LinkDonations donations={data.donations} />
              <PauseForm token={token} pausedUntil={data.donor.pausedUntil} />
              <ChannelsForm token={token} donor={data.donor} pushPublicKey={data.pushPublicKey} />
              {data.federation && <SharingForm token={token} sharing={data.donor.sharing} />}
              {!data.donor.phoneChangePending && <PhoneChangeForm token={token} />}
              <EndLink token={token} kind="revoke" onEnded={() => setEnded('revoke')} />
              <EndLink token={token} kind="remove" onEnded={() => setEnded('remove')} />
            </>
          )}
        </LinkPageState>
      )}
    </section>
  );
}

export default DonorLinkPage;

/**
 * What the donor reads once the link is ended: the page is short now, so it is scrolled to the top
 * and the notice takes the focus (a screen reader says it; the donor is not left on an empty screen).
 */
function EndedNotice({ ended }: { ended: LinkEnding }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    notice.current?.focus({ preventScroll: true });
  }, []);
  return (
    <p
      ref={notice}
      tabIndex={-1}
      className="card donor-link-done"
      role="status"
      data-testid={ended === 'remove' ? 'donor-removed' : 'link-revoked'}
    >
      {t[ended].done}
    </p>
  );
}
