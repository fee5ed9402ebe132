import { PageTitle } from '../../components/PageTitle.tsx';

/** Placeholder until its issue is built. */
export function LeaderBoardPage() {
  return (
    <section className="page">
      <PageTitle title="Leader Board" />
      <h1>Leader Board</h1>
    </section>
  );
}

export default LeaderBoardPage;
