/** Values both the browser and the server must agree on (stored codes, limits, timings). */

export const PRODUCT_NAME = 'Roktosetu';

export const BLOOD_GROUPS = [
  'aPositive',
  'aNegative',
  'bPositive',
  'bNegative',
  'oPositive',
  'oNegative',
  'abPositive',
  'abNegative',
] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/**
 * The groups a request is "in trouble" for on the dashboard because few donors carry them: every
 * Rh-negative group (about 1 in 100 people in Bangladesh) and AB- above all.
 */
export const RARE_BLOOD_GROUPS: readonly BloodGroup[] = [
  'aNegative',
  'bNegative',
  'oNegative',
  'abNegative',
];

/**
 * "Requests in trouble" on the dashboard (docs/decisions/063): an open request is in trouble when
 * nobody pledged within TROUBLE_NO_PLEDGE_MINUTES of it being made, when its group is rare, or
 * when the blood is needed within TROUBLE_DUE_HOURS (or the time has passed).
 */
export const TROUBLE_NO_PLEDGE_MINUTES = 30;
export const TROUBLE_DUE_HOURS = 12;
export const TROUBLE_REASONS = [
  'familyNotGiven',
  'familyNotYet',
  'dueSoon',
  'noPledge',
  'rare',
] as const;
export type TroubleReason = (typeof TROUBLE_REASONS)[number];

/**
 * The family's word that puts an open request first among those in trouble (docs/decisions/066):
 * "not given", or "not yet" once the time the blood was needed has come. Null: the family's answer
 * (or its absence) raises nothing.
 */
export function familyTrouble(
  request: { familyAnswer: string | null; neededAt: Date },
  now: Date,
): 'familyNotGiven' | 'familyNotYet' | null {
  if (request.familyAnswer === 'notGiven') return 'familyNotGiven';
  if (request.familyAnswer === 'notYet' && request.neededAt.getTime() <= now.getTime())
    return 'familyNotYet';
  return null;
}

/** Why an open request is in trouble at `now` (empty: it is not); the family's word first. */
export function troubleReasons(
  request: {
    bloodGroup: string;
    neededAt: Date;
    createdAt: Date;
    pledged: number;
    familyAnswer: string | null;
  },
  now: Date,
): TroubleReason[] {
  const reasons: TroubleReason[] = [];
  const family = familyTrouble(request, now);
  if (family) reasons.push(family);
  if (request.neededAt.getTime() <= now.getTime() + TROUBLE_DUE_HOURS * 3_600_000)
    reasons.push('dueSoon');
  if (
    request.pledged === 0 &&
    request.createdAt.getTime() <= now.getTime() - TROUBLE_NO_PLEDGE_MINUTES * 60_000
  )
    reasons.push('noPledge');
  if ((RARE_BLOOD_GROUPS as readonly string[]).includes(request.bloodGroup)) reasons.push('rare');
  return reasons;
}

/**
 * The family's answer on their status page after the day blood was needed: was it given? A code
 * (the screen words it); it never changes a donor's history (a volunteer records donations).
 */
export const FAMILY_ANSWERS = ['given', 'notYet', 'notGiven'] as const;
export type FamilyAnswer = (typeof FAMILY_ANSWERS)[number];

/**
 * The analytics count the families' answers over the requests whose blood was needed in the last
 * FAMILY_ANSWER_DAYS days (docs/decisions/066): given, not given, not yet, and no answer.
 */
export const FAMILY_ANSWER_DAYS = 30;

export const BLOOD_GROUP_LABELS: Record<BloodGroup, string> = {
  aPositive: 'A+',
  aNegative: 'A-',
  bPositive: 'B+',
  bNegative: 'B-',
  oPositive: 'O+',
  oNegative: 'O-',
  abPositive: 'AB+',
  abNegative: 'AB-',
};

/**
 * Gender as the API speaks it: the Bengali words of the product (the last means 'unknown', prefer
 * not to say). The database stores the language-neutral codes below; the server maps between them.
 */
export const GENDERS = ['পুরুষ', 'মহিলা', 'তৃতীয় লিঙ্গ', 'অজানা'] as const;
export type Gender = (typeof GENDERS)[number];

/** Gender as stored: codes that do not depend on the language. */
export const GENDER_CODES = ['male', 'female', 'third', 'unknown'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];

export const GENDER_WORD: Record<GenderCode, Gender> = {
  male: 'পুরুষ',
  female: 'মহিলা',
  third: 'তৃতীয় লিঙ্গ',
  unknown: 'অজানা',
};

/** Every spelling the API accepts for a gender: the words, the short 'তৃতীয়', and the codes. */
export const GENDER_INPUTS: Record<string, GenderCode> = {
  ...Object.fromEntries(GENDER_CODES.map((code) => [code, code])),
  ...Object.fromEntries(GENDER_CODES.map((code) => [GENDER_WORD[code], code])),
  তৃতীয়: 'third',
};

/** What a donation gave: whole blood, or platelets by apheresis (a much shorter wait after it). */
export const DONATION_KINDS = ['whole_blood', 'platelets'] as const;
export type DonationKind = (typeof DONATION_KINDS)[number];

/**
 * Days a donor waits after a donation before giving again, by the latest donation's kind and the
 * donor's sex. Installation settings; these are the defaults (docs/decisions/012-donation-history.md:
 * WHO 2012 gives 12 weeks for men and 16 for women; Bangladeshi volunteer groups commonly use 4 months).
 */
export const ELIGIBILITY_DEFAULTS = {
  wholeBloodMaleDays: 90,
  wholeBloodFemaleDays: 120,
  wholeBloodOtherDays: 120,
  plateletsDays: 14,
} as const;
export type EligibilityDays = { [K in keyof typeof ELIGIBILITY_DEFAULTS]: number };
export const ELIGIBILITY_DAYS_MAX = 365;
export const DONATION_HISTORY_LIMIT = 200;

export const ROLES = ['user', 'admin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];

export const PHONE_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
export const MIN_DONOR_AGE_YEARS = 18;

export const LIST_PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export const ADDRESS_PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** Bengali hospital names and a patient's problem in a few words run past the original 30 and 20. */
export const PATIENT_PROBLEM_MAX = 200;
export const DONATION_PLACE_MAX = 100;
export const VILLAGE_NAME_MAX = 60;
/** The community's name in settings, per language (common/schemas/donations.ts communitySettings). */
export const COMMUNITY_NAME_MAX = 60;
export const BLOOD_QUANTITIES = ['1', '2', '3', '4', '5', '6', '6+'] as const;

export const IMAGE_MAX_BYTES = 1_000_000;
export const LEADER_BOARD_SIZE = 20;
export const LEADER_BOARD_TOP = 5;
export const DASHBOARD_WIDGET_ROWS = 5;
export const NAME_CUT = 15;
export const EMAIL_CUT = 16;

export const TYPEWRITER = { typeMs: 60, deleteMs: 15, pauseMs: 3000 } as const;
export const CHUNK_TIMEOUT_MS = 120_000;
export const ACTIVE_LINK_COLOUR = '#FE3C47';
export const ACCESS_TOKEN_KEY = 'accessToken';

/** An archived donor, blood request or contact can be restored for this many days, then purged. */
export const ARCHIVE_RESTORE_DAYS = 30;

/** What the archive holds, by the API's names. */
export const ARCHIVE_KINDS = ['donor', 'bloodRequest', 'contact', 'patient'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

/** What an audit event says was done (stored codes; the Activity screen names them). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'verify',
  'donate',
  'makeAvailable',
  'complete',
  'setLocation',
  'archive',
  'restore',
  'delete',
  'roleChange',
  'upload',
  'addDonation',
  'removeDonation',
  'changeSettings',
  'claimOwner',
  'signOut',
  'signUp',
  'signInFailed',
  'recordCall',
  'donationGiven',
  'withdrawPledge',
  'cancel',
  'import',
  'export',
  'linkIssued',
  'linkRevoked',
  'alertQueued',
  'alertSent',
  'alertFailed',
  'alertAnswered',
  'donorReportedDonation',
  'donorPaused',
  'donorChannelsChanged',
  'donorSharingChanged',
  'phoneChangeRequested',
  'phoneChangeApproved',
  'phoneChangeRejected',
  'donorRemovedSelf',
  'purge',
  'invitationsQueued',
  'invitationSent',
  'invitationFailed',
  'reminderQueued',
  'reminderSent',
  'reminderFailed',
  'thanksSent',
  'thanksFailed',
  'donorRemindersChanged',
  'familyNoteAdded',
  'familyAnswered',
  'alertTextGiven',
  'donorLeaderboardChanged',
  'certificateIssued',
  'certificateRevoked',
  'donorCompletedDetails',
  'addMember',
  'changeMemberRole',
  'removeMember',
  'handOver',
  'moveToUnit',
  'pausePatient',
  'resumePatient',
  'changeBridge',
  'answerSession',
  'requesterSmsQueued',
  'requesterSmsSent',
  'requesterSmsFailed',
  'moneyReported',
  'moneyReportConfirmed',
  'moneyReportDismissed',
  'numberUnblocked',
  'autoAlertsStarted',
  'alertWaveSent',
  'autoAlertsStopped',
  'donorBridgeAnswered',
  'bridgeAsked',
  'bridgeAskSent',
  'bridgeAskFailed',
  'bridgeNoAnswer',
  'bridgeUnreachable',
  'statusLinkIssued',
  'statusLinkRevoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The header in which the owner sends the owner setup code with a password sign-in: until the owner
 * has proven the address, the code lets them past the account-wide brake that strangers' wrong
 * passwords put on (the login screen's "I am the owner").
 */
export const OWNER_CODE_HEADER = 'x-roktosetu-owner-code';

/** Failed sign-ins are recorded in bulk: one event per account per window of this length. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

// ---------------------------------------------------------------- matching donors to a blood request

/**
 * What a call to a donor came to (stored codes; the screens name them):
 * - willDonate: the donor agreed; with a blood request this pledges the donor to it;
 * - declined, noAnswer, unreachable (switched off / out of reach), other;
 * - wrongNumber: the number is not the donor's; flags the donor for the admins;
 * - donatedRecently: not eligible, gave elsewhere; the call carries the date (`donatedOn`) and
 *   records that donation in the donor's history.
 */
export const CALL_OUTCOMES = [
  'willDonate',
  'declined',
  'noAnswer',
  'unreachable',
  'wrongNumber',
  'donatedRecently',
  'other',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * How reliable a donor is by their call history, for a recurring patient's bridge: of their last
 * RELIABILITY_CALLS calls, those that did not reach them (no answer, unreachable, a wrong number).
 * A donor missed RELIABILITY_MISSES times or more is suggested after the reliable ones.
 */
export const RELIABILITY_CALLS = 3;
export const RELIABILITY_MISSES = 2;
export const MISSED_CALL_OUTCOMES = [
  'noAnswer',
  'unreachable',
  'wrongNumber',
] as const satisfies readonly CallOutcome[];

/** A call note: free text, several lines allowed. */
export const CALL_NOTE_MAX = 500;
/** Browsers (push subscriptions) one donor may have at once; a newer one replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 5;
/** "Called N times in the last 3 days": the window of the badge and of `callsLast3Days`. */
export const RECENT_CALL_DAYS = 3;
export const CALLS_PAGE_SIZES = [10, 25, 50] as const;

/**
 * How near a donor lives to the patient, nearest first; null when the request names no place.
 * 'unknown': the donor's place is not known (a donor from a community's list), so after every
 * donor of known distance.
 */
export const PROXIMITIES = [
  'union',
  'upazila',
  'district',
  'division',
  'other',
  'unknown',
] as const;
export type Proximity = (typeof PROXIMITIES)[number];

/**
 * A blood request's state: incomplete, managed (pledges and donations cover the bags needed),
 * done (enough given, or an admin pressed Done), cancelled (with a reason). Managed is derived
 * from the pledges and donations when read; the others are stored.
 */
export const BLOOD_REQUEST_STATES = ['incomplete', 'managed', 'done', 'cancelled'] as const;
export type BloodRequestState = (typeof BLOOD_REQUEST_STATES)[number];

/** A pledge: open (the donor said yes), given (a donation recorded for it), withdrawn. */
export const PLEDGE_STATES = ['pledged', 'given', 'withdrawn'] as const;
export type PledgeState = (typeof PLEDGE_STATES)[number];

export const CANCEL_REASON_MAX = 200;
export const WITHDRAW_REASON_MAX = 200;
/** Pledges a request may hold (not counting withdrawn ones): a server-side bound. */
export const PLEDGES_PER_REQUEST_MAX = 30;

// ---------------------------------------------------------------- reaching donors (private link, alerts)

/** A donor's languages for messages (stored codes); Bengali unless the donor chose English. */
export const DONOR_LANGUAGES = ['bn', 'en'] as const;
export type DonorLanguage = (typeof DONOR_LANGUAGES)[number];

/** How a donor may be reached by an alert; an empty list means none. */
export const ALERT_CHANNELS = ['sms', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * What a donor's record may lack when the donor came from a community's own list: the date of
 * birth, the gender, the place down to the union, the village. Such a donor is "details missing".
 */
export const DONOR_DETAILS = ['birthDate', 'gender', 'place', 'village'] as const;
export type DonorDetail = (typeof DONOR_DETAILS)[number];

/**
 * How a donor's consent to be contacted was given or withdrawn (stored codes). `adminForm` is a
 * withdrawal through the admin's edit form (and consent given there before the ways below existed).
 */
export const CONSENT_SOURCES = [
  'registrationForm',
  'adminForm',
  'import',
  'donorLink',
  'phoneCall',
  'paperForm',
  'inPerson',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Who may find a donor (docs/decisions/056-units.md): `unit`, their own unit and the units above
 * it; `federation`, every unit's matches (with their unit named). The donor's choice.
 */
export const DONOR_SHARINGS = ['unit', 'federation'] as const;
export type DonorSharing = (typeof DONOR_SHARINGS)[number];

/** The ways an admin records that a donor consented: heard on a call, signed on paper, said in person. */
export const ADMIN_CONSENT_SOURCES = ['phoneCall', 'paperForm', 'inPerson'] as const;
export type AdminConsentSource = (typeof ADMIN_CONSENT_SOURCES)[number];

/** The donor lists' consent filter: consented, not consented (absent: everyone). */
export const CONSENT_FILTERS = ['yes', 'no'] as const;
export type ConsentFilter = (typeof CONSENT_FILTERS)[number];

/** The donor lists' details filter: record incomplete (details missing) or complete (absent: everyone). */
export const DETAILS_FILTERS = ['missing', 'complete'] as const;
export type DetailsFilter = (typeof DETAILS_FILTERS)[number];

/** A donor's answer to an alert. */
export const ALERT_ANSWERS = ['yes', 'no'] as const;
export type AlertAnswer = (typeof ALERT_ANSWERS)[number];

/** An alert's life: waiting in the outbox, handed to the channel, given up on, answered by the donor. */
/**
 * An alert's state as the volunteer sees it. `sending`: handed to the gateway and its answer not
 * known yet (it may still come); it is not sent again until that can no longer be. With
 * SMS_PROVIDER=log, where nothing is sent (docs/decisions/066), an SMS alert is `readyToCopy` once
 * due while no volunteer has its text, and `handedOver` once one has it; never `sent`.
 */
export const ALERT_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'answered',
  'readyToCopy',
  'handedOver',
] as const;
/** Where a donor's "yes" stands after the volunteer's call: offered (not called yet), confirmed, withdrawn. */
export const ALERT_PLEDGE_STATES = ['offered', 'confirmed', 'withdrawn'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** Why a donor picked for an alert got none. */
export const ALERT_SKIP_REASONS = [
  'noConsent',
  'notEligible',
  'alertedRecently',
  'weeklyLimit',
  'noChannel',
  'notCompatible',
  'notFound',
  'alreadyAlerted',
] as const;
export type AlertSkipReason = (typeof ALERT_SKIP_REASONS)[number];

/** Who made a pledge: an admin after a call, or the donor's own "yes" through the private link. */
export const PLEDGE_SOURCES = ['admin', 'donorLink'] as const;
export type PledgeSource = (typeof PLEDGE_SOURCES)[number];

/** Alert limits: super-admin settings; these are the defaults. Quiet hours in Bangladesh time. */
export const ALERT_DEFAULTS = {
  perDay: 1,
  perWeek: 3,
  quietStart: '22:00',
  quietEnd: '08:00',
} as const;
/** Alerts one call may queue: default three per bag needed, never more than this. */
export const ALERTS_PER_BAG = 3;
export const ALERTS_PER_REQUEST_MAX = 50;
/** A donor may say "not available until" at most this many days ahead. */
export const PAUSE_DAYS_MAX = 365;
