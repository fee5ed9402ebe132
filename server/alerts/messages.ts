import { BLOOD_GROUP_LABELS, type BloodGroup, type DonorLanguage } from '../../common/constants.ts';
import { BANGLADESH_TIME_ZONE } from '../../common/dates.ts';

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
  const place = m.place.length > PLACE_MAX ? `${m.place.slice(0, PLACE_MAX - 1)}…` : m.place;
  const group = BLOOD_GROUP_LABELS[m.bloodGroup];
  const date = dateIn(m.language, m.neededAt);
  if (m.language === 'en') {
    const body = `${group} blood needed at ${place} on ${date}. Can you give?`;
    return { title: 'Roktosetu', body, text: `Roktosetu: ${body} Answer: ${m.url}` };
  }
  const body = `${place}-এ ${date} তারিখে ${group} রক্ত দরকার। দিতে পারবেন?`;
  return { title: 'রক্তসেতু', body, text: `রক্তসেতু: ${body} উত্তর দিন: ${m.url}` };
}
