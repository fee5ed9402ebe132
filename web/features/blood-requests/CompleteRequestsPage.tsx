import { RequestList } from './RequestList.tsx';

/** The index tab of Blood Request: requests that are done. The title is the parent's. */
export function CompleteRequestsPage() {
  return <RequestList kind="complete" />;
}

export default CompleteRequestsPage;
