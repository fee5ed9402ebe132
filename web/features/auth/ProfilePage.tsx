import { PageTitle } from '../../components/PageTitle.tsx';
import { authText } from '../../i18n/auth.ts';
import { t } from '../../i18n/bn.ts';
import { useAuth } from './auth-context.ts';

export function ProfilePage() {
  const auth = useAuth();
  const name = auth.status === 'signedIn' ? auth.user.name : '';
  return (
    <section className="page narrow center">
      <PageTitle title={t.titles.profile} />
      <h1>{authText.profileGreeting(name)}</h1>
      <p className="muted">{authText.profileComing}</p>
    </section>
  );
}

export default ProfilePage;
