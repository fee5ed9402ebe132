/** The request lists a request's screens lead back to (the Blood Request tabs). */
export const INCOMPLETE_LIST = '/dashboard/blood-request/incomplete-blood-request';
/** Done and cancelled requests are listed on the Complete tab. */
export const COMPLETE_LIST = '/dashboard/blood-request';
