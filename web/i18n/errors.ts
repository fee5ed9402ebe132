import type { ErrorCode } from '../../common/error-codes.ts';
import { FAMILY_NOTE_MAX } from '../../common/milestones.ts';
import {
  COMMUNITY_NAME_MAX,
  PASSWORD_MIN_LENGTH,
  VILLAGE_NAME_MAX,
} from '../../common/constants.ts';
import { bengaliDigits, currentLanguage, localized, type CatalogOf } from './language.ts';

/**
 * The words for the API's refusals (by their stable code, common/error-codes.ts) and for the
 * shared schemas' validation messages. The schemas in common/ speak English (the server answers
 * with the same messages); a form shows the message through this namespace, so a Bengali page
 * shows Bengali. A message or code not listed here is shown as the server said it.
 *
 * The messages are keyed by their English words, written out here rather than imported: the
 * schemas' modules would bring zod into the first bundle. web/i18n/catalog.test.ts checks that
 * every message the schemas declare has its Bengali here.
 */
const bnCodes = {
  INVALID_JSON: 'পাঠানো তথ্য পড়া যায়নি। আবার চেষ্টা করুন।',
  CONTROL_CHARACTER: 'লেখায় এমন চিহ্ন আছে যা রাখা যায় না। লেখাটি আবার টাইপ করুন।',
  MALFORMED_TEXT: 'লেখার একটি অক্ষর ভাঙা। লেখাটি আবার টাইপ করুন।',
  NESTING_TOO_DEEP: 'পাঠানো তথ্য পড়া যায়নি।',
  IMAGE_REQUIRED: 'একটি ছবি বাছুন।',
  IMAGE_TOO_LARGE: 'ছবিটি ১ MB-এর বেশি বড়।',
  IMAGE_TYPE: 'শুধু JPEG বা PNG ছবি দেওয়া যায়।',
  IMAGE_UNREADABLE: 'ছবিটি পড়া যায়নি। অন্য একটি ছবি বাছুন।',
  UNAUTHORIZED: 'আপনার সেশন শেষ হয়ে গেছে। আবার লগইন করুন।',
  FORBIDDEN: 'এই কাজের অনুমতি আপনার নেই।',
  SUPER_ADMIN_ONLY_CREATE_ADMIN: 'শুধু সুপার অ্যাডমিন কাউকে অ্যাডমিন করতে পারেন।',
  SUPER_ADMIN_ONLY_CREATE_SUPER_ADMIN: 'শুধু সুপার অ্যাডমিন কাউকে সুপার অ্যাডমিন করতে পারেন।',
  SUPER_ADMIN_ONLY_DEMOTE_TO_ADMIN: 'শুধু সুপার অ্যাডমিন কাউকে অ্যাডমিনে নামাতে পারেন।',
  SUPER_ADMIN_ONLY_DELETE_ADMIN: 'শুধু সুপার অ্যাডমিন অ্যাডমিন মুছতে পারেন।',
  SUPER_ADMIN_ONLY_DELETE_CONTACT: 'শুধু সুপার অ্যাডমিন যোগাযোগ মুছতে পারেন।',
  SUPER_ADMIN_ONLY_ADD_UNION: 'শুধু সুপার অ্যাডমিন ইউনিয়ন যোগ করতে পারেন।',
  SUPER_ADMIN_ONLY_DELETE_UNION: 'শুধু সুপার অ্যাডমিন ইউনিয়ন মুছতে পারেন।',
  SUPER_ADMIN_ONLY_ADD_VILLAGE: 'শুধু সুপার অ্যাডমিন গ্রাম যোগ করতে পারেন।',
  SUPER_ADMIN_ONLY_DELETE_VILLAGE: 'শুধু সুপার অ্যাডমিন গ্রাম মুছতে পারেন।',
  SUPER_ADMIN_ONLY_EDIT_UPAZILA: 'শুধু সুপার অ্যাডমিন উপজেলা সম্পাদনা করতে পারেন।',
  SUPER_ADMIN_ONLY_EDIT_UNION: 'শুধু সুপার অ্যাডমিন ইউনিয়ন সম্পাদনা করতে পারেন।',
  SUPER_ADMIN_ONLY_EDIT_VILLAGE: 'শুধু সুপার অ্যাডমিন গ্রাম সম্পাদনা করতে পারেন।',
  SUPER_ADMIN_ONLY_CHANGE_SETTINGS: 'শুধু সুপার অ্যাডমিন সেটিংস বদলাতে পারেন।',
  SUPER_ADMIN_ONLY_SEE_ARCHIVE: 'শুধু সুপার অ্যাডমিন আর্কাইভ দেখতে পারেন।',
  SUPER_ADMIN_ONLY_RESTORE: 'শুধু সুপার অ্যাডমিন ফিরিয়ে আনতে পারেন।',
  OWN_ROLE: 'নিজের ভূমিকা নিজে বদলানো যায় না।',
  OWN_ACCOUNT: 'নিজের অ্যাকাউন্ট এখান থেকে মোছা যায় না।',
  OWNER_PROTECTED: 'সাইটের মালিকের অ্যাকাউন্ট বদলানো বা মোছা যায় না।',
  NOT_YOURSELF: 'শুধু নিজের অ্যাকাউন্টে লগইন করা যায়।',
  NOT_FOUND: 'পাওয়া যায়নি (হয়তো মুছে ফেলা হয়েছে)।',
  METHOD_NOT_ALLOWED: 'এই কাজটি করা যায় না।',
  CONFLICT: 'তথ্যটি এর মধ্যে বদলে গেছে। পাতাটি আবার খুলে চেষ্টা করুন।',
  DUPLICATE_PHONE: 'এই নম্বরে আগেই একজন রক্তদাতা নিবন্ধিত আছেন।',
  NUMBER_NOT_ACCEPTED: 'এই নম্বর দিয়ে এখানে অনুরোধ নেওয়া যাচ্ছে না। কমিউনিটির সাথে যোগাযোগ করুন।',
  MONEY_REPORT_DECIDED: 'এই অভিযোগের সিদ্ধান্ত আগেই নেওয়া হয়েছে।',
  TOO_MANY_REPORTS: 'এই অনুরোধ থেকে আর অভিযোগ নেওয়া যাচ্ছে না; স্বেচ্ছাসেবককে ফোন করুন।',
  DONOR_NOT_AVAILABLE: 'এই রক্তদাতা এখনো আবার রক্ত দেওয়ার জন্য প্রস্তুত নন।',
  PATIENT_UNIT_REQUIRED: 'রোগী কোন ইউনিটের, তা বাছুন।',
  BRIDGE_DONOR_INCOMPATIBLE: 'এই রক্তদাতার গ্রুপের রক্ত এই রোগীকে দেওয়া যায় না।',
  BRIDGE_DONOR_TAKEN: 'এই রক্তদাতা আগেই দুটি ব্লাড ব্রিজে আছেন।',
  SESSION_ALREADY_GIVEN: 'এই রক্তদান আগেই ইতিহাসে লেখা হয়েছে; বদলাতে ইতিহাস থেকে মুছুন।',
  CERTIFICATE_NO_DONATIONS: 'অন্তত একবার রক্তদান লেখা থাকলে তবেই সনদ দেওয়া যায়।',
  USER_ALREADY_EXISTS: 'এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে।',
  INVALID_EMAIL_OR_PASSWORD: 'ইমেইল বা পাসওয়ার্ড ঠিক নয়।',
  PASSWORD_TOO_SHORT: `পাসওয়ার্ড অন্তত ${bengaliDigits(PASSWORD_MIN_LENGTH)} অক্ষরের হতে হবে।`,
  PASSWORD_TOO_LONG: 'পাসওয়ার্ড বেশি লম্বা।',
  PAYLOAD_TOO_LARGE: 'পাঠানো তথ্য বা ফাইল বেশি বড়।',
  UNSUPPORTED_MEDIA_TYPE: 'এই ধরনের ফাইল নেওয়া যায় না।',
  RATE_LIMITED: 'অল্প সময়ে অনেকবার চেষ্টা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  SIGN_IN_LOCKED: 'অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  UNIT_TOO_DEEP: 'ইউনিট সর্বোচ্চ তিন স্তর পর্যন্ত হয়: এর নিচে আর ইউনিট করা যায় না।',
  UNIT_PARENT_NOT_FOUND: 'উপরের ইউনিটটি পাওয়া যায়নি (হয়তো আর্কাইভ করা হয়েছে)।',
  UNIT_PLACE_NOT_FOUND: 'একটি এলাকা পাওয়া যায়নি। এলাকাটি আবার বাছুন।',
  UNIT_PLACE_OVERLAP: 'এই এলাকা আরেকটি ইউনিটের এলাকার সঙ্গে মিলে যায়।',
  UNIT_HAS_CHILDREN: 'এই ইউনিটের নিচে চালু ইউনিট আছে: আগে সেগুলো আর্কাইভ করুন।',
  UNIT_ONLY_LIVE:
    'এটিই এখন একমাত্র চালু ইউনিট, তাই আর্কাইভ করা যায় না: নতুন সব রক্তদাতা ও অনুরোধ এখানেই আসে।',
  INTERNAL: 'সার্ভারে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  SERVICE_UNAVAILABLE: 'সার্ভার এখন ব্যস্ত বা বন্ধ। একটু পরে আবার চেষ্টা করুন।',
} as Record<string, string>;

const enCodes: CatalogOf<typeof bnCodes> = {
  INVALID_JSON: 'What was sent could not be read. Please try again.',
  CONTROL_CHARACTER: 'The text holds a character that cannot be kept. Type it again.',
  MALFORMED_TEXT: 'The text holds a broken character. Type it again.',
  NESTING_TOO_DEEP: 'What was sent could not be read.',
  IMAGE_REQUIRED: 'Image is required',
  IMAGE_TOO_LARGE: 'Maximum file size: 1 MB',
  IMAGE_TYPE: 'Only JPEG or PNG images',
  IMAGE_UNREADABLE: 'The image could not be read. Choose another image.',
  UNAUTHORIZED: 'Your session ended, please sign in again',
  FORBIDDEN: 'You are not allowed to do this.',
  SUPER_ADMIN_ONLY_CREATE_ADMIN: 'Super Admin Can Only Create Admin',
  SUPER_ADMIN_ONLY_CREATE_SUPER_ADMIN: 'Super Admin Can Only Create Super Admin',
  SUPER_ADMIN_ONLY_DEMOTE_TO_ADMIN: 'Super Admin Can Only Demote To Admin',
  SUPER_ADMIN_ONLY_DELETE_ADMIN: 'Super Admin Can Only Delete Admin',
  SUPER_ADMIN_ONLY_DELETE_CONTACT: 'Super Admin Can Only Delete Contact',
  SUPER_ADMIN_ONLY_ADD_UNION: 'Super Admin Can Only Add Union',
  SUPER_ADMIN_ONLY_DELETE_UNION: 'Super Admin Can Only Delete Union',
  SUPER_ADMIN_ONLY_ADD_VILLAGE: 'Super Admin Can Only Add Village',
  SUPER_ADMIN_ONLY_DELETE_VILLAGE: 'Super Admin Can Only Delete Village',
  SUPER_ADMIN_ONLY_EDIT_UPAZILA: 'Super Admin Can Only Edit Upazila',
  SUPER_ADMIN_ONLY_EDIT_UNION: 'Super Admin Can Only Edit Union',
  SUPER_ADMIN_ONLY_EDIT_VILLAGE: 'Super Admin Can Only Edit Village',
  SUPER_ADMIN_ONLY_CHANGE_SETTINGS: 'Super Admin Can Only Change Settings',
  SUPER_ADMIN_ONLY_SEE_ARCHIVE: 'Super Admin Can Only See The Archive',
  SUPER_ADMIN_ONLY_RESTORE: 'Super Admin Can Only Restore',
  OWN_ROLE: 'You cannot change your own role',
  OWN_ACCOUNT: 'You cannot delete your own account here',
  OWNER_PROTECTED: 'The owner account cannot be changed',
  NOT_YOURSELF: 'You can only sign in as yourself',
  NOT_FOUND: 'Not found (perhaps it was deleted).',
  METHOD_NOT_ALLOWED: 'This cannot be done.',
  CONFLICT: 'The data changed meanwhile. Open the page again and retry.',
  DUPLICATE_PHONE: 'This number is already registered to a donor',
  NUMBER_NOT_ACCEPTED: 'This number cannot be used here. Please contact the community.',
  MONEY_REPORT_DECIDED: 'This report was already decided.',
  TOO_MANY_REPORTS: 'No more reports can be taken for this request; please call a volunteer.',
  DONOR_NOT_AVAILABLE: 'This donor is not available for donation yet',
  PATIENT_UNIT_REQUIRED: 'Choose the unit the patient belongs to.',
  BRIDGE_DONOR_INCOMPATIBLE: "This donor's blood group cannot be given to this patient.",
  BRIDGE_DONOR_TAKEN: 'This donor is already on two blood bridges.',
  SESSION_ALREADY_GIVEN: 'This donation is already in the history; remove it there to change it.',
  CERTIFICATE_NO_DONATIONS: 'A certificate needs at least one donation recorded.',
  USER_ALREADY_EXISTS: 'An account with this email already exists.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  PASSWORD_TOO_SHORT: `Must be ${PASSWORD_MIN_LENGTH} characters or longer`,
  PASSWORD_TOO_LONG: 'Must be at most 128 characters',
  PAYLOAD_TOO_LARGE: 'What was sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of file is not accepted.',
  RATE_LIMITED: 'Too many tries in a short time. Please try again a little later.',
  SIGN_IN_LOCKED: 'Too many wrong passwords. Please try again a little later.',
  UNIT_TOO_DEEP: 'Units go at most three levels deep: no unit can go under this one.',
  UNIT_PARENT_NOT_FOUND: 'The unit above was not found (perhaps it was archived).',
  UNIT_PLACE_NOT_FOUND: 'A place was not found. Choose it again.',
  UNIT_PLACE_OVERLAP: "This area overlaps another unit's area.",
  UNIT_HAS_CHILDREN: 'This unit has live units below it: archive those first.',
  UNIT_ONLY_LIVE:
    'This is the only live unit now, so it cannot be archived: every new donor and request comes to it.',
  INTERNAL: 'Something went wrong on the server. Please try again a little later.',
  SERVICE_UNAVAILABLE: 'The server is busy or down. Please try again a little later.',
};

/** The sentence for a refusal's code in the current language, if the catalog has one. */
export const errorCodeText = localized(bnCodes, enCodes);

/**
 * Codes whose sentence is only a fallback: their server message says more (it names what is
 * wrong), so an English page shows the server's own words for them.
 */
export const GENERIC_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'VALIDATION',
  'CONFLICT',
  'NOT_FOUND',
  'FORBIDDEN',
]);

const bnMessages: Record<string, string> = {
  // Donor registration and editing
  'Name is required': 'নাম লিখুন',
  'Blood Group is required': 'রক্তের গ্রুপ বাছাই করুন',
  'Age is required': 'জন্ম তারিখ দিন',
  'The second number must differ from the first': 'দ্বিতীয় নম্বরটি প্রথমটির থেকে আলাদা হতে হবে',
  'Gender is required': 'লিঙ্গ বাছাই করুন',
  'Division is required': 'বিভাগ বাছাই করুন',
  'District is required': 'জেলা বাছাই করুন',
  'Upazila Station is required': 'উপজেলা / থানা বাছাই করুন',
  'Union is required': 'ইউনিয়ন বাছাই করুন',
  'Village is required': 'গ্রাম বাছাই করুন বা লিখুন',
  'Village name must be at most 60 characters': `গ্রামের নাম সর্বোচ্চ ${bengaliDigits(VILLAGE_NAME_MAX)} অক্ষরের হতে পারে`,
  'Enter a real date of birth': 'সঠিক জন্ম তারিখ দিন',
  // The family's note on the status page (common/schemas/alerts.ts)
  [`note: at most ${FAMILY_NOTE_MAX} characters`]: `সর্বোচ্চ ${bengaliDigits(FAMILY_NOTE_MAX)} অক্ষর লেখা যায়`,
  'note: write a few words': 'কয়েকটি শব্দ লিখুন',
  'Date of birth must be in the past': 'জন্ম তারিখ আজকের আগের হতে হবে',
  'Donor must be at least 18 years old': 'রক্তদাতার বয়স কমপক্ষে ১৮ বছর হতে হবে',
  'Date of birth is too far in the past': 'জন্ম তারিখটি অনেক পুরনো; আবার দেখে নিন',
  'Donation Count is required': 'মোট রক্তদানের সংখ্যা লিখুন',
  'Donation Count must be 0 or more': 'মোট রক্তদান ০ বা তার বেশি হতে হবে',
  'Total Day After Donation must be 0 or more': 'দিনের সংখ্যা ০ বা তার বেশি হতে হবে',
  'Donation Count must be a whole number': 'মোট রক্তদান একটি পূর্ণ সংখ্যা হতে হবে',
  'Donation Count is too large': 'মোট রক্তদানের সংখ্যা বেশি বড়',
  'Total Day After Donation must be a whole number': 'দিনের সংখ্যা একটি পূর্ণ সংখ্যা হতে হবে',
  'Total Day After Donation is too large': 'দিনের সংখ্যা বেশি বড়',
  'How the donor consented is required': 'রক্তদাতা কীভাবে সম্মতি দিয়েছেন তা বাছাই করুন',
  // Phone numbers
  'Number is required': 'মোবাইল নম্বর লিখুন',
  'Minimum length 11': 'নম্বরটি ১১ অঙ্কের হতে হবে (কম হয়েছে)',
  'Maximum length 11': 'নম্বরটি ১১ অঙ্কের হতে হবে (বেশি হয়েছে)',
  'Number must contain digits only': 'নম্বরে শুধু অঙ্ক থাকবে',
  'Enter a Bangladeshi mobile number: 11 digits starting with 013 to 019':
    'বাংলাদেশের মোবাইল নম্বর দিন: ০১৩ থেকে ০১৯ দিয়ে শুরু, ১১ অঙ্কের',
  // Blood requests
  'Patient name is required': 'রোগীর নাম লিখুন',
  'Date & time is required': 'রক্তদানের তারিখ ও সময় দিন',
  'Date & time must be from today up to 60 days ahead': 'তারিখ আজ থেকে ৬০ দিনের মধ্যে হতে হবে',
  'Blood Bag quantity is required': 'কত ব্যাগ রক্ত লাগবে তা বাছাই করুন',
  'Blood donation place is required': 'রক্তদানের স্থান লিখুন',
  // Donations
  'Donation date is required': 'রক্তদানের তারিখ দিন',
  'Enter a real date (YYYY-MM-DD)': 'সঠিক তারিখ দিন',
  'Donation date cannot be in the future': 'ভবিষ্যতের তারিখ দেওয়া যাবে না',
  'Donation date cannot be before the date of birth': 'রক্তদানের তারিখ জন্ম তারিখের আগে হতে পারে না',
  'Kind must be whole_blood or platelets': 'রক্তদানের ধরন বাছাই করুন',
  'Place must be at most 100 characters': 'স্থানের নাম বেশি লম্বা',
  'must be a whole number of days from 1 to 365': 'দিনের সংখ্যা সঠিক নয়',
  // The community's name (common/schemas/donations.ts COMMUNITY_NAME_MESSAGES)
  'Community name is required': 'সংগঠনের নাম লিখুন',
  [`Community name must be at most ${COMMUNITY_NAME_MAX} characters`]: `নামটি সর্বোচ্চ ${bengaliDigits(COMMUNITY_NAME_MAX)} অক্ষরের হতে পারে`,
  'Community name must be on one line, without tabs or control characters':
    'নামটি এক লাইনে লিখুন, ট্যাব বা বিশেষ নিয়ন্ত্রণ-অক্ষর ছাড়া',
  // Calls and cancelling
  'Outcome is required': 'ফোনে কী হলো তা বাছাই করুন',
  'donatedOn: the date of the donation is required for donatedRecently':
    'কবে রক্ত দিয়েছেন সেই তারিখ দিন',
  'donatedOn: only with the outcome donatedRecently':
    'তারিখ শুধু “কিছুদিন আগে রক্ত দিয়েছেন” হলে দেওয়া যায়',
  'Reason is required': 'বাতিলের কারণ লিখুন',
  // Contacts
  'Image is required': 'একটি ছবি বাছুন',
  'Maximum file size: 1 MB': 'ছবি সর্বোচ্চ ১ MB হতে পারে',
  'Only JPEG or PNG images': 'শুধু JPEG বা PNG ছবি',
  // Sign-in, sign-up, owner claim
  'Email is required': 'ইমেইল লিখুন',
  'Provide a valid email': 'সঠিক ইমেইল ঠিকানা দিন',
  'Password is required': 'পাসওয়ার্ড লিখুন',
  [`Must be ${PASSWORD_MIN_LENGTH} characters or longer`]: `অন্তত ${bengaliDigits(PASSWORD_MIN_LENGTH)} অক্ষর দিন`,
  'Code is required': 'কোডটি লিখুন',
  // Address
  'Union name is required': 'ইউনিয়নের নাম লিখুন',
  'Village name is required': 'গ্রামের নাম লিখুন',
  'Union id is required': 'ইউনিয়ন আইডি লিখুন',
  'Union id must be a number': 'ইউনিয়ন আইডি একটি সংখ্যা হতে হবে',
  'Union id must be a whole number': 'ইউনিয়ন আইডি একটি পূর্ণ সংখ্যা হতে হবে',
  'Union id must be 0 or more': 'ইউনিয়ন আইডি ০ বা তার বেশি হতে হবে',
  'Union id is too large': 'ইউনিয়ন আইডি বেশি বড়',
  'Upazila id is required': 'উপজেলা আইডি লিখুন',
  'Upazila id must be a number': 'উপজেলা আইডি একটি সংখ্যা হতে হবে',
  'Upazila id must be a whole number': 'উপজেলা আইডি একটি পূর্ণ সংখ্যা হতে হবে',
  'Upazila id must be 0 or more': 'উপজেলা আইডি ০ বা তার বেশি হতে হবে',
  'Upazila id is too large': 'উপজেলা আইডি বেশি বড়',
  'name or bn_name is required': 'ইংরেজি বা বাংলা নাম লিখুন',
  // A donor's pause through the private link (common/schemas/donor-link.ts PAUSE_MESSAGES)
  'until must be a date (YYYY-MM-DD) from today on': 'আজ বা তার পরের একটি তারিখ দিন',
  'until must be within 365 days': 'এক বছরের মধ্যে একটি তারিখ দিন',
  // Units (common/schemas/units.ts UNIT_MESSAGES)
  'Unit name is required': 'ইউনিটের নাম লিখুন',
  'Unit name must be at most 80 characters': `ইউনিটের নাম সর্বোচ্চ ${bengaliDigits(80)} অক্ষরের হতে পারে`,
  'Unit name must be on one line, without tabs or control characters':
    'নামটি এক লাইনে লিখুন, ট্যাব বা বিশেষ নিয়ন্ত্রণ-অক্ষর ছাড়া',
  'must be a place id': 'এলাকাটি তালিকা থেকে বাছুন',
  'At most 200 places of each level': `প্রতি স্তরে সর্বোচ্চ ${bengaliDigits(200)}টি এলাকা দেওয়া যায়`,
  'must be admin or volunteer': 'অ্যাডমিন বা স্বেচ্ছাসেবক বাছুন',
  'must be a unit id': 'তালিকা থেকে একটি ইউনিট বাছুন',
  // Generic shapes
  'must be a number': 'একটি সংখ্যা দিন',
  'must be a whole number': 'একটি পূর্ণ সংখ্যা দিন',
  'must be 1 or more': '১ বা তার বেশি দিন',
  'is too large': 'সংখ্যাটি বেশি বড়',
  'must be text': 'লেখা দিন',
};

/** "must be at most 60 characters" and the like, with the number kept. */
const AT_MOST = /^(?:must|Must) be at most (\d+) characters$/;
/** "Maximum length 11" (the specification's words for a too-long text). */
const MAXIMUM = /^Maximum length (\d+)$/;

/**
 * A validation message of the shared schemas (or of a 400 from the server) in the current
 * language: Bengali from the table above; English as the schema says it.
 */
export function validationMessage(message: string): string {
  if (currentLanguage() === 'en') return message;
  const known = bnMessages[message];
  if (known) return known;
  const atMost = AT_MOST.exec(message) ?? MAXIMUM.exec(message);
  if (atMost) return `সর্বোচ্চ ${bengaliDigits(atMost[1]!)} অক্ষর লেখা যায়`;
  return message;
}

/** For the catalog test: every Bengali validation message. */
export const bengaliValidationMessages = bnMessages;
