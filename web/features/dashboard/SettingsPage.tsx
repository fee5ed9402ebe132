import { PageTitle } from '../../components/PageTitle.tsx';

export function SettingsPage() {
  return (
    <section>
      <PageTitle title="Settings" />
      <h1>Coming Soon</h1>
    </section>
  );
}

export default SettingsPage;
