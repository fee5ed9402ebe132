import { BLOOD_GROUP_LABELS, type BloodGroup } from '../../../common/constants.ts';
import { BANGLADESH_TIME_ZONE } from '../../../common/dates.ts';
import { digits as bn, dateTimeFormat } from '../../i18n/language.ts';
import { matchingText as t } from '../../i18n/matching.ts';

/**
 * What a shared request may say: the group, the bags, the hospital, when, and the one contact
 * number the admin chose. The type has no room for a donor's name or number, so a share can never
 * carry one.
 */
export interface ShareFacts {
  bloodGroup: BloodGroup;
  /** '1'..'6' or '6+', as the request stores it. */
  bags: string;
  hospital: string;
  /** When the blood is needed (ISO date and time). */
  date: string;
  /** The number people who can give should call (the admin picks it). */
  contact: string;
}

/** Requests are made and read in Bangladesh: the time is shown on its clock, whatever the phone's zone. */
const when = () =>
  dateTimeFormat({
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BANGLADESH_TIME_ZONE,
  });

/** The date and time in Bengali, or the text as given when it is not a date. */
export function shareDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when().format(date);
}

/**
 * The short Bengali text of a blood request for WhatsApp or a Facebook group. The phone number
 * keeps ASCII digits so that phones recognise it as a number to tap.
 */
export function buildShareText(facts: ShareFacts): string {
  const group = BLOOD_GROUP_LABELS[facts.bloodGroup] ?? facts.bloodGroup;
  return [
    t.share.text.headline(group),
    t.share.text.group(group),
    t.share.text.bags(bn(facts.bags)),
    t.share.text.hospital(facts.hospital.trim()),
    t.share.text.when(shareDate(facts.date)),
    t.share.text.contact(facts.contact.replace(/\s+/g, '')),
    t.share.text.warning,
    t.share.text.footer,
  ].join('\n');
}

/** WhatsApp's share link: the person picks the chat; nothing is sent until they press send. */
export const whatsAppUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
