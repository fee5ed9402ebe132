import { localized, type CatalogOf } from './language.ts';

/**
 * Texts of the app on a flaky connection: the offline notice of every page, and the forms kept
 * on the phone while it is offline and sent when the connection returns.
 */
const bn = {
  notice: 'আপনি এখন অফলাইনে আছেন। আগে দেখা তথ্য দেখানো হচ্ছে; ফর্ম জমা দিলে ফোনে রাখা থাকবে।',
  queued: {
    bloodRequest: 'ইন্টারনেট নেই। অনুরোধটি ফোনে রাখা হয়েছে; সংযোগ ফিরলে নিজে থেকেই পাঠানো হবে।',
    donorRegistration: 'ইন্টারনেট নেই। নিবন্ধনটি ফোনে রাখা হয়েছে; সংযোগ ফিরলে নিজে থেকেই পাঠানো হবে।',
  },
  sent: {
    bloodRequest: (patient: string) => `রাখা অনুরোধটি পাঠানো হয়েছে (রোগী: ${patient})।`,
    donorRegistration: (name: string) => `রাখা নিবন্ধনটি পাঠানো হয়েছে (${name})।`,
  },
  refused: {
    bloodRequest: (patient: string, reason: string) =>
      `রাখা অনুরোধটি গ্রহণ করা হয়নি (রোগী: ${patient}): ${reason} আবার ফর্মটি পূরণ করুন।`,
    donorRegistration: (name: string, reason: string) =>
      `রাখা নিবন্ধনটি গ্রহণ করা হয়নি (${name}): ${reason} আবার ফর্মটি পূরণ করুন।`,
  },
  gaveUp: {
    bloodRequest: (patient: string) =>
      `রাখা অনুরোধটি অনেকবার চেষ্টা করেও পাঠানো যায়নি (রোগী: ${patient})। আবার ফর্মটি পূরণ করুন।`,
    donorRegistration: (name: string) =>
      `রাখা নিবন্ধনটি অনেকবার চেষ্টা করেও পাঠানো যায়নি (${name})। আবার ফর্মটি পূরণ করুন।`,
  },
} as const;

const en: CatalogOf<typeof bn> = {
  notice:
    'You are offline. Pages you have seen before are shown; a form you submit is kept on this phone.',
  queued: {
    bloodRequest:
      'No connection. Your request is saved on this phone and will be sent when you are back online.',
    donorRegistration:
      'No connection. Your registration is saved on this phone and will be sent when you are back online.',
  },
  sent: {
    bloodRequest: (patient) => `Your saved request has been sent (patient: ${patient}).`,
    donorRegistration: (name) => `Your saved registration has been sent (${name}).`,
  },
  refused: {
    bloodRequest: (patient, reason) =>
      `Your saved request was not accepted (patient: ${patient}): ${reason} Please fill in the form again.`,
    donorRegistration: (name, reason) =>
      `Your saved registration was not accepted (${name}): ${reason} Please fill in the form again.`,
  },
  gaveUp: {
    bloodRequest: (patient) =>
      `Your saved request could not be sent after many tries (patient: ${patient}). Please fill in the form again.`,
    donorRegistration: (name) =>
      `Your saved registration could not be sent after many tries (${name}). Please fill in the form again.`,
  },
};

export const offlineText = localized(bn, en);
