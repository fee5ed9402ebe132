import { PageTitle } from '../../components/PageTitle.tsx';
import { authText } from '../../i18n/auth.ts';
import { t } from '../../i18n/bn.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { DeviceList } from './DeviceList.tsx';
import { OwnerClaimCard } from './OwnerClaimCard.tsx';
import { useOwnerStatus } from './profile-api.ts';
import authStylesheet from './auth.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(authStylesheet);

/** The signed-in user's page: the owner's proof (for the owner's address only) and their devices. */
export function ProfilePage() {
  const auth = useAuth();
  const owner = useOwnerStatus();
  const name = auth.status === 'signedIn' ? auth.user.name : '';
  return (
    <section className="page narrow profile">
      <PageTitle title={t.titles.profile} />
      <h1 className="center">{authText.profileGreeting(name)}</h1>
      {owner.data?.isOwner && <p className="center muted">{authText.profile.ownerBadge}</p>}
      {owner.data?.canClaim && <OwnerClaimCard needsNewPassword={owner.data.needsNewPassword} />}
      <DeviceList />
    </section>
  );
}

export default ProfilePage;
