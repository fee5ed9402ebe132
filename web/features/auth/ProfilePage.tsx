import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function ProfilePage() {
  return (
    <section className="page">
      <PageTitle title="Profile" />
      <h1>Profile</h1>
    </section>
  );
}

export default ProfilePage;
