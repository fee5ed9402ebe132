import { BLOOD_GROUP_LABELS, type BloodGroup, type DonorLanguage } from '../../common/constants.ts';
import { BANGLADESH_TIME_ZONE } from '../../common/dates.ts';
import type { CommunitySettings } from '../../common/schemas/donations.ts';
import { MONEY_WARNING } from '../../common/money-warning.ts';

export interface AlertMessageInput {
  language: DonorLanguage;
  bloodGroup: BloodGroup;
  place: string;
  neededAt: Date;
  url: string;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliDigits = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);
const PLACE_MAX = 40;

/**
 * Text from people (a requester's place, the community's name) made safe for an SMS: C0 and C1
 * control characters (line breaks and tabs among them), the line and paragraph separators, the
 * left-to-right and right-to-left marks, and the bidirectional embeddings, overrides and isolates
 * (U+202A-202E, U+2066-2069) become a space, runs of spaces one, and the ends are trimmed. A
 * requester cannot then break an alert into lines or turn its link around. Every value the SMS
 * builders below put into a message goes through here.
 */
export function smsSafe(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function dateIn(language: DonorLanguage, at: Date): string {
  const text = at.toLocaleDateString('en-GB', {
    timeZone: BANGLADESH_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
  });
  return language === 'bn' ? bengaliDigits(text) : text;
}

/** The alert's words in the donor's language: short enough for one or two SMS parts, with the link. */
export function alertText(m: AlertMessageInput): { title: string; body: string; text: string } {
  const clean = smsSafe(m.place);
  const place = clean.length > PLACE_MAX ? `${clean.slice(0, PLACE_MAX - 1)}…` : clean;
  const group = BLOOD_GROUP_LABELS[m.bloodGroup];
  const date = dateIn(m.language, m.neededAt);
  if (m.language === 'en') {
    const body = `${group} blood needed at ${place} on ${date}. Can you give?`;
    return { title: 'Roktosetu', body, text: `Roktosetu: ${body} Answer: ${m.url}` };
  }
  const body = `${place}-এ ${date} তারিখে ${group} রক্ত দরকার। দিতে পারবেন?`;
  return { title: 'রক্তসেতু', body, text: `রক্তসেতু: ${body} উত্তর দিন: ${m.url}` };
}

/**
 * The invitation (decisions/052): who asks (the community's name from settings, in the donor's
 * language; the product's name until one is set), that the donor can confirm their details and
 * choose whether to get blood requests, and the private link. Kept to about two SMS parts in Bengali.
 */
export function invitationText(m: {
  language: DonorLanguage;
  url: string;
  community: CommunitySettings;
}): string {
  const name = smsSafe(m.community[m.language]);
  if (m.language === 'en') {
    return `${name} has you on its blood donor list. Please confirm your details and choose whether to get blood requests: ${m.url}`;
  }
  return `${name}-এর রক্তদাতা তালিকায় আপনার নাম আছে। আপনার তথ্য নিশ্চিত করুন ও রক্তের অনুরোধ পেতে চান কি না জানান: ${m.url}`;
}

/**
 * The one SMS to the person who asked for blood (docs/decisions/059): their status link and the
 * money warning, in the language of the form they used. It never names a donor.
 */
export function requesterText(m: { language: DonorLanguage; url: string }): string {
  if (m.language === 'en') {
    return `Roktosetu: we have your blood request. Follow it here: ${m.url} ${MONEY_WARNING.en}`;
  }
  return `রক্তসেতু: আপনার রক্তের অনুরোধ পেয়েছি। অগ্রগতি দেখুন: ${m.url} ${MONEY_WARNING.bn}`;
}

/** A date (Bangladesh calendar, 'YYYY-MM-DD' or a time) as day/month in the donor's digits. */
function dayOf(language: DonorLanguage, day: Date | string): string {
  const at = typeof day === 'string' && day.length === 10 ? new Date(`${day}T06:00:00Z`) : day;
  return dateIn(language, new Date(at));
}

/**
 * "You can give again" (decisions/060): that the rest is over, thanks for the last donation (its
 * date when known), and the private link. About two SMS parts in Bengali.
 */
export function reminderText(m: {
  language: DonorLanguage;
  url: string;
  lastDonatedAt: Date | string | null;
}): { title: string; body: string; text: string } {
  const last = m.lastDonatedAt ? dayOf(m.language, m.lastDonatedAt) : null;
  if (m.language === 'en') {
    const body = `You can give blood again now. Thank you for your last donation${last ? ` on ${last}` : ''}: it helped a patient.`;
    return { title: 'Roktosetu', body, text: `Roktosetu: ${body} Your page: ${m.url}` };
  }
  const body = `আপনি এখন আবার রক্ত দিতে পারেন। ${last ? `${last} তারিখে ` : ''}আপনার শেষ রক্তদানের জন্য ধন্যবাদ: তা একজন রোগীর কাজে লেগেছে।`;
  return { title: 'রক্তসেতু', body, text: `রক্তসেতু: ${body} আপনার পাতা: ${m.url}` };
}

/**
 * The thank-you for a donation given for a request (decisions/060), naming the milestone when this
 * donation reached one, with the private link (where the family's note shows).
 */
export function thanksText(m: {
  language: DonorLanguage;
  url: string;
  donatedOn: Date | string | null;
  milestone: number | null;
}): { title: string; body: string; text: string } {
  const on = m.donatedOn ? dayOf(m.language, m.donatedOn) : null;
  if (m.language === 'en') {
    const reached = m.milestone
      ? ` That was donation number ${m.milestone}: a milestone. Congratulations!`
      : '';
    const body = `Thank you for giving blood${on ? ` on ${on}` : ''}. It reached a patient who needed it.${reached}`;
    return { title: 'Roktosetu', body, text: `Roktosetu: ${body} ${m.url}` };
  }
  const reached = m.milestone
    ? ` এটি আপনার ${bengaliDigits(String(m.milestone))} নম্বর রক্তদান: একটি মাইলফলক। অভিনন্দন!`
    : '';
  const body = `${on ? `${on} তারিখে ` : ''}রক্ত দেওয়ার জন্য ধন্যবাদ। আপনার রক্ত একজন রোগীর কাছে পৌঁছেছে।${reached}`;
  return { title: 'রক্তসেতু', body, text: `রক্তসেতু: ${body} ${m.url}` };
}

/**
 * A blood bridge's ask ahead (decisions/061): a session of the patient the donor gives to, at the
 * hospital on the day, and a request to confirm through the private link. Never the patient's name.
 */
export function bridgeAskText(m: {
  language: DonorLanguage;
  url: string;
  hospital: string;
  /** YYYY-MM-DD */
  sessionOn: string;
}): { title: string; body: string; text: string } {
  const clean = smsSafe(m.hospital);
  const hospital = clean.length > PLACE_MAX ? `${clean.slice(0, PLACE_MAX - 1)}…` : clean;
  const on = dayOf(m.language, m.sessionOn);
  if (m.language === 'en') {
    const body = `The patient on your blood bridge has a session at ${hospital} on ${on}. Can you give? Please confirm.`;
    return { title: 'Roktosetu', body, text: `Roktosetu: ${body} ${m.url}` };
  }
  const body = `আপনার ব্লাড ব্রিজের রোগী ${on} তারিখে ${hospital}-এ রক্ত নেবেন। আপনি দিতে পারবেন? নিশ্চিত করুন।`;
  return { title: 'রক্তসেতু', body, text: `রক্তসেতু: ${body} ${m.url}` };
}
