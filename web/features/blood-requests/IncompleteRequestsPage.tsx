import { RequestList } from './RequestList.tsx';

/** The nested 'incomplete-blood-request' tab: requests still waiting for donors. The title is the parent's. */
export function IncompleteRequestsPage() {
  return <RequestList kind="incomplete" />;
}

export default IncompleteRequestsPage;
