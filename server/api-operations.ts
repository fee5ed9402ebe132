/**
 * How each /api route is named in the OpenAPI document (server/plugins/api-docs.ts): its
 * operationId (the method name a generated client gives it), a one-line summary, and the
 * resource it is listed under. One table beside policy.ts, so that a route file never carries
 * documentation of its own; a route missing here fails the document's test
 * (server/plugins/api-docs.test.ts).
 */
export const TAGS = {
  service: 'Installation settings the browser needs, and health.',
  sessions:
    "Signing up, in and out (the identity service under /api/auth), the access token, one's own signed-in devices.",
  users: 'Accounts and roles.',
  owner: "The owner's one-time proof.",
  donors: 'Donor registration, verification, the donor lists.',
  donations: "A donor's donation history.",
  'blood requests': 'Blood requests and their place.',
  matching: "Finding donors for a blood request: matches, calls, pledges, the request's lifecycle.",
  contacts: 'Emergency contacts and their pictures.',
  places: 'Divisions, districts, upazilas, unions and villages.',
  dashboard: 'Counts and analytics for the dashboard, and the public leader board.',
  settings: 'Installation settings super admins change.',
  'import and export': 'Donors from a spreadsheet; lists out as CSV or XLSX.',
  archive: 'What was deleted, restorable for 30 days.',
  audit: 'The audit trail.',
  alerts: 'Alerting donors about a blood request, and the phone-number changes donors ask for.',
  'donor link':
    "A donor's private link (the token in the path is the key): their record, answers and requests.",
  operator: "The running server's operator (backups).",
} as const;
export type Tag = keyof typeof TAGS;

export interface Operation {
  id: string;
  summary: string;
  tag: Tag;
  /** Answers 409 when the thing clashes with what exists (taken, closed, already done). */
  conflict?: true;
}

const op = (id: string, tag: Tag, summary: string, extra: Partial<Operation> = {}): Operation => ({
  id,
  tag,
  summary,
  ...extra,
});
const conflict = { conflict: true } as const;

export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': op('getHealth', 'service', 'Is the server up'),
  'GET /api/config': op('getConfig', 'service', 'Installation settings the browser needs'),
  'GET /api/images/:id': op('getImage', 'contacts', "A contact's picture"),

  'GET /api/divisions': op('listDivisions', 'places', 'All divisions'),
  'GET /api/districts': op('listDistricts', 'places', 'Districts, of one division if given'),
  'GET /api/upazilasForForm': op('listUpazilasForForm', 'places', "Upazilas for a form's select"),
  'GET /api/unionsForForm': op('listUnionsForForm', 'places', "Unions for a form's select"),
  'GET /api/villagesForForm': op('listVillagesForForm', 'places', "Villages for a form's select"),
  'GET /api/upazilas': op('listUpazilas', 'places', 'Upazilas, paged (address management)'),
  'PATCH /api/upazilas/:id': op('renameUpazila', 'places', 'Rename an upazila (Bengali name)'),
  'GET /api/unions': op('listUnions', 'places', 'Unions, paged (address management)'),
  'POST /api/unions': op('addUnion', 'places', 'Add a union', conflict),
  'PATCH /api/unions/:id': op('renameUnion', 'places', 'Rename a union', conflict),
  'DELETE /api/unions/:id': op('deleteUnion', 'places', 'Delete a union', conflict),
  'GET /api/villages': op('listVillages', 'places', 'Villages, paged (address management)'),
  'POST /api/villages': op('addVillage', 'places', 'Add a village', conflict),
  'PATCH /api/villages/:id': op('renameVillage', 'places', 'Rename a village', conflict),
  'DELETE /api/villages/:id': op('deleteVillage', 'places', 'Delete a village'),

  'POST /api/auth/sign-up/email': op(
    'signUpEmail',
    'sessions',
    'Create an account with email and password (signs in)',
  ),
  'POST /api/auth/sign-in/email': op('signInEmail', 'sessions', 'Sign in with email and password'),
  'POST /api/auth/sign-out': op('signOut', 'sessions', 'Sign out (ends the identity session)'),
  'GET /api/auth/get-session': op(
    'getSession',
    'sessions',
    'The identity session behind the cookie',
  ),
  'PUT /api/token': op(
    'getAccessToken',
    'sessions',
    'Who is signed in, their role and an access token',
  ),
  'PUT /api/user/:email': op(
    'getAccessTokenFor',
    'sessions',
    'An access token for the signed-in email (original app)',
  ),
  'GET /api/sessions': op('listSessions', 'sessions', 'My signed-in devices'),
  'DELETE /api/sessions': op('signOutOtherSessions', 'sessions', 'Sign out every other device'),
  'DELETE /api/sessions/:id': op('signOutSession', 'sessions', 'Sign out one of my devices'),

  'GET /api/admin/:email': op(
    'isAdmin',
    'users',
    'Is this signed-in email an admin (original app)',
  ),
  'GET /api/users': op('listUsers', 'users', 'Users, paged'),
  'GET /api/all-admin': op('listAdmins', 'users', 'Admins and super admins, paged'),
  'PUT /api/user/admin/:email': op('makeAdmin', 'users', 'Make a user an admin'),
  'PATCH /api/admin/accessibility/:email': op('changeRole', 'users', 'Promote or demote an admin'),
  'DELETE /api/deleteUser/:id': op('deleteUser', 'users', 'Delete a user'),

  'GET /api/owner': op('getOwnerClaim', 'owner', 'May I prove I am the owner'),
  'POST /api/owner/claim': op(
    'claimOwner',
    'owner',
    'Prove I am the owner with the setup code',
    conflict,
  ),

  'POST /api/donor-request': op('registerDonor', 'donors', 'Register as a donor', conflict),
  'GET /api/donor-request': op(
    'listDonorRequests',
    'donors',
    'Donors waiting to be verified, paged',
  ),
  'PATCH /api/donorStatus/:id': op('acceptDonor', 'donors', 'Accept (verify) a donor'),
  'DELETE /api/donorRequest/:id': op('deleteDonor', 'donors', 'Delete (archive) a donor'),
  'GET /api/available-donor': op(
    'listAvailableDonors',
    'donors',
    'Verified donors who may give now, paged',
  ),
  'GET /api/unavailable-donor': op(
    'listUnavailableDonors',
    'donors',
    'Verified donors resting after a donation, paged',
  ),
  'GET /api/verified-donor': op('listVerifiedDonors', 'donors', 'Every verified donor, paged'),
  'PATCH /api/donorInfo/:id': op('editDonor', 'donors', 'Edit a donor', conflict),
  'PATCH /api/donationCount/:id': op(
    'recordDonation',
    'donors',
    'Record that a donor gave today (Donate)',
    conflict,
  ),
  'PATCH /api/handleAvailability/:id': op('endRest', 'donors', "End a donor's rest now (Done)"),

  'GET /api/donors/:id/donations': op('listDonations', 'donations', "A donor's donation history"),
  'POST /api/donors/:id/donations': op('addDonation', 'donations', 'Add a past donation', conflict),
  'DELETE /api/donors/:id/donations/:donationId': op(
    'removeDonation',
    'donations',
    'Remove a mistaken donation',
  ),

  'POST /api/blood-request': op('requestBlood', 'blood requests', 'Ask for blood'),
  'GET /api/incomplete-blood-request': op(
    'listOpenBloodRequests',
    'blood requests',
    'Open blood requests, paged',
  ),
  'GET /api/complete-blood-request': op(
    'listDoneBloodRequests',
    'blood requests',
    'Done blood requests, paged',
  ),
  'PATCH /api/blood-request-status/:id': op(
    'completeBloodRequest',
    'blood requests',
    'Mark a blood request done',
  ),
  'DELETE /api/deleteBloodRequest/:id': op(
    'deleteBloodRequest',
    'blood requests',
    'Delete (archive) a blood request',
  ),
  'PATCH /api/blood-request/:id/location': op(
    'setBloodRequestLocation',
    'blood requests',
    'Set or clear where the patient is',
  ),
  'GET /api/blood-request/:id': op(
    'getBloodRequest',
    'blood requests',
    'One blood request with its state',
  ),

  'GET /api/blood-request/:id/matches': op(
    'listMatches',
    'matching',
    'Donors who may give to this request, best first',
  ),
  'GET /api/blood-request/:id/pledges': op('listPledges', 'matching', 'The pledges for a request'),
  'POST /api/blood-request/:id/pledges/:pledgeId/given': op(
    'pledgeGiven',
    'matching',
    'A pledged donor gave',
    conflict,
  ),
  'POST /api/blood-request/:id/pledges/:pledgeId/withdraw': op(
    'withdrawPledge',
    'matching',
    'Withdraw a pledge',
    conflict,
  ),
  'POST /api/blood-request/:id/cancel': op(
    'cancelBloodRequest',
    'matching',
    'Cancel a blood request',
    conflict,
  ),
  'GET /api/donors/:id/calls': op('listCalls', 'matching', 'Calls made to a donor'),
  'POST /api/donors/:id/calls': op(
    'recordCall',
    'matching',
    'Record a call to a donor (and its outcome)',
    conflict,
  ),

  'GET /api/contacts': op('listContacts', 'contacts', 'Emergency contacts (public cards)'),
  'GET /api/contacts/dashboard': op(
    'listContactsForAdmins',
    'contacts',
    'Emergency contacts, paged (dashboard)',
  ),
  'POST /api/admin-contact': op('addContact', 'contacts', 'Add an emergency contact'),
  'PATCH /api/contact/:id': op('editContact', 'contacts', 'Edit an emergency contact'),
  'DELETE /api/delete-contact/:id': op(
    'deleteContact',
    'contacts',
    'Delete (archive) an emergency contact',
  ),
  'POST /api/uploads/image': op(
    'uploadImage',
    'contacts',
    "Upload a contact's picture (JPEG or PNG)",
  ),

  'GET /api/top-donor': op(
    'listTopDonors',
    'dashboard',
    'The leader board (public: name, group, count)',
  ),
  'GET /api/dashboard/counts': op('getDashboardCounts', 'dashboard', "The sidebar's counts"),
  'GET /api/dashboard/analytics': op('getAnalytics', 'dashboard', "The analytics screen's figures"),

  'GET /api/settings': op('getSettings', 'settings', 'The waits after a donation'),
  'PUT /api/settings': op('updateSettings', 'settings', 'Change the waits after a donation'),

  'POST /api/import/donors/preview': op(
    'previewDonorImport',
    'import and export',
    'Check a donor sheet: counts and reasons per row',
  ),
  'POST /api/import/donors/confirm': op(
    'confirmDonorImport',
    'import and export',
    'Import the new donors of a sheet (a large one as a job)',
    conflict,
  ),
  'GET /api/import/jobs/:id': op(
    'getDonorImportJob',
    'import and export',
    "An import job's state and progress",
  ),
  'GET /api/import/jobs/latest': op(
    'getLatestDonorImportJob',
    'import and export',
    'The latest import job of this installation',
  ),
  'POST /api/import/donors/errors': op(
    'donorImportErrors',
    'import and export',
    'The rows of a sheet that cannot be imported, as CSV',
  ),
  'GET /api/export/donors': op('exportDonors', 'import and export', 'A donor list as CSV or XLSX'),
  'GET /api/export/blood-requests': op(
    'exportBloodRequests',
    'import and export',
    'Blood requests as CSV or XLSX',
  ),

  'GET /api/archive': op('listArchive', 'archive', 'What was archived, newest first'),
  'POST /api/archive/:kind/:id/restore': op(
    'restoreArchived',
    'archive',
    'Restore an archived item',
    conflict,
  ),
  'GET /api/audit': op('listAuditEvents', 'audit', 'The audit trail, newest first'),

  'POST /api/blood-request/:id/alerts': op(
    'alertDonors',
    'alerts',
    'Alert the best matches (or the ticked donors) about a request',
  ),
  'GET /api/blood-request/:id/alerts': op(
    'listAlerts',
    'alerts',
    'The alerts sent for a request, with their states and answers',
  ),
  'POST /api/donors/:id/link': op(
    'issueDonorLink',
    'alerts',
    'Give a donor a new private link (the old one stops working)',
  ),
  'DELETE /api/donors/:id/link': op('revokeDonorLink', 'alerts', "Revoke a donor's private link"),
  'GET /api/phone-changes': op(
    'listPhoneChanges',
    'alerts',
    'Phone-number changes donors asked for, waiting for approval',
  ),
  'POST /api/phone-changes/:id/approve': op(
    'approvePhoneChange',
    'alerts',
    "Approve a donor's new phone number",
    conflict,
  ),
  'POST /api/phone-changes/:id/reject': op(
    'rejectPhoneChange',
    'alerts',
    "Reject a donor's new phone number",
    conflict,
  ),
  'GET /api/donor-link/:token': op(
    'getDonorLink',
    'donor link',
    "The donor's own record and open alerts",
  ),
  'POST /api/donor-link/:token/alerts/:requestId': op(
    'answerAlert',
    'donor link',
    'Answer an alert: yes or no',
  ),
  'POST /api/donor-link/:token/donations': op(
    'reportDonation',
    'donor link',
    'Report a donation the donor made',
  ),
  'POST /api/donor-link/:token/pause': op('pauseDonor', 'donor link', 'Not available until a date'),
  'POST /api/donor-link/:token/phone-change': op(
    'askPhoneChange',
    'donor link',
    'Ask for a new phone number (a volunteer approves)',
  ),
  'PUT /api/donor-link/:token/channels': op(
    'setDonorChannels',
    'donor link',
    'Choose what the donor receives (SMS, push, none)',
  ),
  'POST /api/donor-link/:token/push-subscription': op(
    'addPushSubscription',
    'donor link',
    'Turn on push on this phone',
  ),
  'DELETE /api/donor-link/:token/push-subscription': op(
    'removePushSubscription',
    'donor link',
    'Turn off push on this phone',
  ),
  'POST /api/donor-link/:token/revoke': op(
    'revokeOwnLink',
    'donor link',
    'The donor ends their own link',
  ),
  'POST /api/donor-link/:token/remove': op(
    'leaveDonorList',
    'donor link',
    'The donor asks to be removed (archived)',
  ),
  'PUT /api/donor-link/:token/details': op(
    'completeDonorDetails',
    'donor link',
    'The donor confirms the missing details and chooses whether to get requests',
    conflict,
  ),
  'POST /api/donors/invitations': op(
    'inviteDonors',
    'alerts',
    'Invite listed donors by SMS to confirm their details and choose about requests',
  ),
  'GET /api/donors/invitations/progress': op(
    'getInvitationProgress',
    'alerts',
    'How the invited donors answered: opened, confirmed, consented, complete, unreachable',
  ),
  'GET /api/request-status/:token': op(
    'getRequestStatus',
    'blood requests',
    "A blood request's progress for the person who asked (no donor names)",
  ),

  'GET /api/operator/backup': op(
    'operatorBackup',
    'operator',
    'A backup of the embedded database (local operator only)',
  ),
};

export function operationFor(method: string, url: string): Operation | undefined {
  return OPERATIONS[`${method} ${url}`];
}
