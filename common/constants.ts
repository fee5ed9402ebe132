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

/** Stored gender values are the Bengali words; the last means 'unknown' (prefer not to say). */
export const GENDERS = ['পুরুষ', 'মহিলা', 'তৃতীয় লিঙ্গ', 'অজানা'] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = ['user', 'admin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];

export const PHONE_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
export const NEXT_DONATION_AFTER_MS = 7_776_000_000; // 90 days
export const MIN_DONOR_AGE_YEARS = 18;

export const LIST_PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export const ADDRESS_PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

export const PATIENT_PROBLEM_MAX = 20;
export const DONATION_PLACE_MAX = 30;
export const VILLAGE_NAME_MAX = 60;
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
