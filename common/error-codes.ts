/**
 * The stable machine codes every error response of the API carries beside its `message`
 * (`{ statusCode, error, code, message, field? }`). The message stays English for logs and older
 * screens; a screen shows the words of the person's language chosen by `code`. Codes never change
 * meaning; new ones are only added.
 */
export const ERROR_CODES = {
  // 400: the request itself is wrong; `field` names the offending input.
  VALIDATION: 'VALIDATION',
  INVALID_JSON: 'INVALID_JSON',
  /** A text holds a control character (NUL and the like); only tab, newline and CR are allowed. */
  CONTROL_CHARACTER: 'CONTROL_CHARACTER',
  /** A text is not well-formed Unicode (a lone surrogate such as JSON's "\ud800"). */
  MALFORMED_TEXT: 'MALFORMED_TEXT',
  /** JSON nested deeper than the server accepts. */
  NESTING_TOO_DEEP: 'NESTING_TOO_DEEP',
  IMAGE_REQUIRED: 'IMAGE_REQUIRED',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  IMAGE_TYPE: 'IMAGE_TYPE',
  IMAGE_UNREADABLE: 'IMAGE_UNREADABLE',
  /** The import form has no file. */
  IMPORT_FILE_REQUIRED: 'IMPORT_FILE_REQUIRED',
  /** The uploaded file is neither CSV nor XLSX, or cannot be read as one. */
  IMPORT_FILE_UNREADABLE: 'IMPORT_FILE_UNREADABLE',
  /** The file has no header row with data rows under it. */
  IMPORT_FILE_EMPTY: 'IMPORT_FILE_EMPTY',
  /** A formula cell was saved without its value (formulas are never evaluated). */
  IMPORT_FORMULA_WITHOUT_VALUE: 'IMPORT_FORMULA_WITHOUT_VALUE',
  /** The importer sees several units and named none to import into (400, field options.unitId). */
  IMPORT_UNIT_REQUIRED: 'IMPORT_UNIT_REQUIRED',
  /** A new patient's admin sees several units and named none (400, field unitId). */
  PATIENT_UNIT_REQUIRED: 'PATIENT_UNIT_REQUIRED',
  /** A donor named for a bridge cannot give red cells to the patient's group (400, field donorIds.N). */
  BRIDGE_DONOR_INCOMPATIBLE: 'BRIDGE_DONOR_INCOMPATIBLE',

  /** A new unit's parent is three deep already: units go at most three deep (400, field parentId). */
  UNIT_TOO_DEEP: 'UNIT_TOO_DEEP',
  /** A unit's place names no division, district or upazila (400, field divisionIds, districtIds or upazilaIds). */
  UNIT_PLACE_NOT_FOUND: 'UNIT_PLACE_NOT_FOUND',

  /** A new union's upazila id names no upazila (400, field upazila_id). */
  UPAZILA_NOT_FOUND: 'UPAZILA_NOT_FOUND',
  /** A new village's union id names no union (400, field union_id). */
  UNION_NOT_FOUND: 'UNION_NOT_FOUND',

  // 401 and 403
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  SUPER_ADMIN_ONLY_CREATE_ADMIN: 'SUPER_ADMIN_ONLY_CREATE_ADMIN',
  SUPER_ADMIN_ONLY_CREATE_SUPER_ADMIN: 'SUPER_ADMIN_ONLY_CREATE_SUPER_ADMIN',
  SUPER_ADMIN_ONLY_DEMOTE_TO_ADMIN: 'SUPER_ADMIN_ONLY_DEMOTE_TO_ADMIN',
  SUPER_ADMIN_ONLY_DELETE_ADMIN: 'SUPER_ADMIN_ONLY_DELETE_ADMIN',
  SUPER_ADMIN_ONLY_DELETE_CONTACT: 'SUPER_ADMIN_ONLY_DELETE_CONTACT',
  SUPER_ADMIN_ONLY_ADD_UNION: 'SUPER_ADMIN_ONLY_ADD_UNION',
  SUPER_ADMIN_ONLY_DELETE_UNION: 'SUPER_ADMIN_ONLY_DELETE_UNION',
  SUPER_ADMIN_ONLY_ADD_VILLAGE: 'SUPER_ADMIN_ONLY_ADD_VILLAGE',
  SUPER_ADMIN_ONLY_DELETE_VILLAGE: 'SUPER_ADMIN_ONLY_DELETE_VILLAGE',
  SUPER_ADMIN_ONLY_EDIT_UPAZILA: 'SUPER_ADMIN_ONLY_EDIT_UPAZILA',
  SUPER_ADMIN_ONLY_EDIT_UNION: 'SUPER_ADMIN_ONLY_EDIT_UNION',
  SUPER_ADMIN_ONLY_EDIT_VILLAGE: 'SUPER_ADMIN_ONLY_EDIT_VILLAGE',
  SUPER_ADMIN_ONLY_CHANGE_SETTINGS: 'SUPER_ADMIN_ONLY_CHANGE_SETTINGS',
  SUPER_ADMIN_ONLY_SEE_ARCHIVE: 'SUPER_ADMIN_ONLY_SEE_ARCHIVE',
  SUPER_ADMIN_ONLY_RESTORE: 'SUPER_ADMIN_ONLY_RESTORE',
  OWN_ROLE: 'OWN_ROLE',
  OWN_ACCOUNT: 'OWN_ACCOUNT',
  OWNER_PROTECTED: 'OWNER_PROTECTED',
  NOT_YOURSELF: 'NOT_YOURSELF',

  // 404, 405 and 409
  NOT_FOUND: 'NOT_FOUND',
  /** A new unit's parent names no unit the caller may see (404, field parentId). */
  UNIT_PARENT_NOT_FOUND: 'UNIT_PARENT_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  DUPLICATE_PHONE: 'DUPLICATE_PHONE',
  /** The number is on the community's block list: a neutral refusal (400, field number1/number2). */
  NUMBER_NOT_ACCEPTED: 'NUMBER_NOT_ACCEPTED',
  /** A money report was already confirmed or dismissed (409). */
  MONEY_REPORT_DECIDED: 'MONEY_REPORT_DECIDED',
  /** A request has had as many money reports as one request may make (409). */
  TOO_MANY_REPORTS: 'TOO_MANY_REPORTS',
  DONOR_NOT_AVAILABLE: 'DONOR_NOT_AVAILABLE',
  /** A donor named for a bridge is on two other bridges already (409, field donorIds.N). */
  BRIDGE_DONOR_TAKEN: 'BRIDGE_DONOR_TAKEN',
  /** A session's donation is recorded: its answer no longer changes (409, field state). */
  SESSION_ALREADY_GIVEN: 'SESSION_ALREADY_GIVEN',
  /** A certificate needs at least one donation counted (409). */
  CERTIFICATE_NO_DONATIONS: 'CERTIFICATE_NO_DONATIONS',
  /** The blood request is done or cancelled: no new pledge, no cancel (409). */
  BLOOD_REQUEST_CLOSED: 'BLOOD_REQUEST_CLOSED',
  /** The family answers "was the blood given?" only once the day it was needed has come (409). */
  FAMILY_ANSWER_TOO_EARLY: 'FAMILY_ANSWER_TOO_EARLY',
  /** The blood request is cancelled: no donation can be recorded for it (409). */
  BLOOD_REQUEST_CANCELLED: 'BLOOD_REQUEST_CANCELLED',
  /** The donor's blood group cannot give red cells to the patient's (409). */
  BLOOD_GROUP_INCOMPATIBLE: 'BLOOD_GROUP_INCOMPATIBLE',
  /** The donor already has an open or given pledge for this request (409). */
  ALREADY_PLEDGED: 'ALREADY_PLEDGED',
  /** The request holds as many pledges as the server allows (409). */
  TOO_MANY_PLEDGES: 'TOO_MANY_PLEDGES',
  /** The pledge is already given or withdrawn (409). */
  PLEDGE_NOT_OPEN: 'PLEDGE_NOT_OPEN',
  /** The donor's history already has a donation on that date (409). */
  DONATION_ALREADY_RECORDED: 'DONATION_ALREADY_RECORDED',
  /** A new union's official id is already another union's (409, field union_id). */
  UNION_ID_TAKEN: 'UNION_ID_TAKEN',
  /** The union already has a village by that name, in English or in Bangla (409, field name or bn_name). */
  VILLAGE_NAME_TAKEN: 'VILLAGE_NAME_TAKEN',
  /** A number in the imported file was registered between the check and the write: nothing was written. */
  IMPORT_CHANGED: 'IMPORT_CHANGED',
  /**
   * A unit's place overlaps a place of another live unit of the same depth (409, field
   * divisionIds, districtIds or upazilaIds); the message names the other unit and both places.
   */
  UNIT_PLACE_OVERLAP: 'UNIT_PLACE_OVERLAP',
  /** The unit has live units below it: archive those first (409). */
  UNIT_HAS_CHILDREN: 'UNIT_HAS_CHILDREN',
  /** The unit is the installation's only live unit: new donors and requests go to it (409). */
  UNIT_ONLY_LIVE: 'UNIT_ONLY_LIVE',
  /** The sign-up email already has an account (the identity service's USER_ALREADY_EXISTS). */
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  /** Wrong email or password on sign-in. */
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  /** The identity service's password length rules on sign-up. */
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',

  /** The donor already asked for a phone-number change that waits for an admin (409). */
  PHONE_CHANGE_PENDING: 'PHONE_CHANGE_PENDING',
  /** The phone-number change was already approved or rejected (409). */
  PHONE_CHANGE_DECIDED: 'PHONE_CHANGE_DECIDED',
  /** The donor was not alerted for this request, so there is nothing to answer (404 on the link). */
  ALERT_NOT_FOUND: 'ALERT_NOT_FOUND',
  /**
   * An alert's text for the volunteer (SMS_PROVIDER=log; docs/decisions/066): still held by
   * quiet hours (409), already given once (409), or not for a volunteer to send: a gateway sends
   * SMS, or the donor has answered (409).
   */
  ALERT_TEXT_HELD: 'ALERT_TEXT_HELD',
  ALERT_TEXT_GIVEN: 'ALERT_TEXT_GIVEN',
  ALERT_TEXT_NOT_NEEDED: 'ALERT_TEXT_NOT_NEEDED',
  /** Push was chosen but the installation has no push (or the donor no subscription) (409). */
  PUSH_NOT_AVAILABLE: 'PUSH_NOT_AVAILABLE',
  /** A push endpoint that is not a public HTTPS push service (not https, or a local/private address) (400, field endpoint). */
  PUSH_ENDPOINT_REFUSED: 'PUSH_ENDPOINT_REFUSED',
  /** The link fills only what the donor's record lacks; this detail is known (a volunteer changes it) (409). */
  DETAIL_ALREADY_KNOWN: 'DETAIL_ALREADY_KNOWN',
  /** Alerts go only to a verified donor; this one is pending or archived (409). */
  DONOR_NOT_VERIFIED: 'DONOR_NOT_VERIFIED',

  // 413, 415, 429
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The import file is over 5 MB. */
  IMPORT_FILE_TOO_LARGE: 'IMPORT_FILE_TOO_LARGE',
  /** The import file has more than 20,000 rows. */
  IMPORT_TOO_MANY_ROWS: 'IMPORT_TOO_MANY_ROWS',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** Too many requests from this client address; `Retry-After` says how long to wait. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** Too many wrong passwords for this account; `Retry-After` says how long to wait. */
  SIGN_IN_LOCKED: 'SIGN_IN_LOCKED',

  // 5xx
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The product's named refusals (their English message is part of the API) and their codes, so a
 * refusal made from a message alone (a route's declared `superAdmin('…')` access) still carries
 * its own code.
 */
export const NAMED_REFUSALS: Readonly<Record<string, ErrorCode>> = {
  'Super Admin Can Only Create Admin': ERROR_CODES.SUPER_ADMIN_ONLY_CREATE_ADMIN,
  'Super Admin Can Only Create Super Admin': ERROR_CODES.SUPER_ADMIN_ONLY_CREATE_SUPER_ADMIN,
  'Super Admin Can Only Demote To Admin': ERROR_CODES.SUPER_ADMIN_ONLY_DEMOTE_TO_ADMIN,
  'Super Admin Can Only Delete Admin': ERROR_CODES.SUPER_ADMIN_ONLY_DELETE_ADMIN,
  'Super Admin Can Only Delete Contact': ERROR_CODES.SUPER_ADMIN_ONLY_DELETE_CONTACT,
  'Super Admin Can Only Add Union': ERROR_CODES.SUPER_ADMIN_ONLY_ADD_UNION,
  'Super Admin Can Only Delete Union': ERROR_CODES.SUPER_ADMIN_ONLY_DELETE_UNION,
  'Super Admin Can Only Add Village': ERROR_CODES.SUPER_ADMIN_ONLY_ADD_VILLAGE,
  'Super Admin Can Only Delete Village': ERROR_CODES.SUPER_ADMIN_ONLY_DELETE_VILLAGE,
  'Super Admin Can Only Edit Upazila': ERROR_CODES.SUPER_ADMIN_ONLY_EDIT_UPAZILA,
  'Super Admin Can Only Edit Union': ERROR_CODES.SUPER_ADMIN_ONLY_EDIT_UNION,
  'Super Admin Can Only Edit Village': ERROR_CODES.SUPER_ADMIN_ONLY_EDIT_VILLAGE,
  'Super Admin Can Only Change Settings': ERROR_CODES.SUPER_ADMIN_ONLY_CHANGE_SETTINGS,
  'Super Admin Can Only See The Archive': ERROR_CODES.SUPER_ADMIN_ONLY_SEE_ARCHIVE,
  'Super Admin Can Only Restore': ERROR_CODES.SUPER_ADMIN_ONLY_RESTORE,
  'You cannot change your own role': ERROR_CODES.OWN_ROLE,
  'You cannot delete your own account here': ERROR_CODES.OWN_ACCOUNT,
  'The owner account cannot be changed': ERROR_CODES.OWNER_PROTECTED,
  'The owner account cannot be deleted': ERROR_CODES.OWNER_PROTECTED,
  'You can only sign in as yourself': ERROR_CODES.NOT_YOURSELF,
};

/** The code an error status has when nothing more specific is known. */
export function defaultErrorCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return ERROR_CODES.VALIDATION;
    case 401:
      return ERROR_CODES.UNAUTHORIZED;
    case 403:
      return ERROR_CODES.FORBIDDEN;
    case 404:
      return ERROR_CODES.NOT_FOUND;
    case 405:
      return ERROR_CODES.METHOD_NOT_ALLOWED;
    case 409:
      return ERROR_CODES.CONFLICT;
    case 413:
      return ERROR_CODES.PAYLOAD_TOO_LARGE;
    case 415:
      return ERROR_CODES.UNSUPPORTED_MEDIA_TYPE;
    case 429:
      return ERROR_CODES.RATE_LIMITED;
    case 503:
      return ERROR_CODES.SERVICE_UNAVAILABLE;
    default:
      return statusCode >= 500 ? ERROR_CODES.INTERNAL : ERROR_CODES.VALIDATION;
  }
}
