/**
 * Texts of automatic alert waves on Find donors (decisions/059): start, stop, each wave's reach. A
 * namespace of the message catalog, loaded with the matching screens.
 */
import { digits, localized, type CatalogOf } from './language.ts';

const bn = {
  heading: 'স্বয়ংক্রিয় সতর্কবার্তা',
  intro:
    'ধাপে ধাপে রক্তদাতাদের জানানো হবে: প্রথমে একই ইউনিয়ন, তারপর উপজেলা, জেলা, বিভাগ, শেষে অন্য ইউনিটের রক্তদাতা, যতক্ষণ না রাজি রক্তদাতায় ব্যাগ পূরণ হয়। কাউকে দুবার জানানো হয় না।',
  urgent: 'জরুরি (রাতেও যাবে, দুজন বেশি)',
  start: 'স্বয়ংক্রিয় সতর্কবার্তা শুরু করুন',
  stop: 'বন্ধ করুন',
  running: (wave: number, next: string) => `চলছে: ${digits(wave)}টি ধাপ গেছে; পরের ধাপ ${next}-এ`,
  wave: (n: number, reach: string, queued: number) =>
    `ধাপ ${digits(n)}: ${reach} (${digits(queued)} জন)`,
  reach: {
    union: 'একই ইউনিয়ন',
    upazila: 'একই উপজেলা',
    district: 'একই জেলা',
    division: 'একই বিভাগ',
    shared: 'অন্য ইউনিটের রক্তদাতা',
  },
  stopped: {
    covered: 'বন্ধ: রাজি রক্তদাতায় ব্যাগ পূরণ হয়েছে',
    closed: 'বন্ধ: অনুরোধটি আর খোলা নেই',
    stopped: 'বন্ধ: একজন স্বেচ্ছাসেবক বন্ধ করেছেন',
    exhausted: 'বন্ধ: জানানোর মতো আর কোনো রক্তদাতা নেই',
  },
  failed: 'কাজটি হয়নি। আবার চেষ্টা করুন।',
} as const;

const en: CatalogOf<typeof bn> = {
  heading: 'Automatic alerts',
  intro:
    "Donors are alerted in waves: the same union first, then the upazila, district, division, and last other units' donors, until yes answers cover the bags. Nobody is alerted twice.",
  urgent: 'Urgent (goes at night too, two extra)',
  start: 'Start automatic alerts',
  stop: 'Stop',
  running: (wave, next) => `Running: ${digits(wave)} wave(s) sent; the next at ${next}`,
  wave: (n, reach, queued) => `Wave ${digits(n)}: ${reach} (${digits(queued)} donor(s))`,
  reach: {
    union: 'Same union',
    upazila: 'Same upazila',
    district: 'Same district',
    division: 'Same division',
    shared: "Other units' donors",
  },
  stopped: {
    covered: 'Stopped: yes answers cover the bags',
    closed: 'Stopped: the request is no longer open',
    stopped: 'Stopped: a volunteer stopped them',
    exhausted: 'Stopped: no donor left to alert',
  },
  failed: 'That did not work. Try again.',
};

export const wavesText = localized(bn, en);
