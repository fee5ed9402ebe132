import type { DonorLanguage } from './constants.ts';

/**
 * The warning every family hears, in the same words on the requester's SMS, their status page and
 * every shared text of a request (docs/decisions/059): real donors and volunteers never ask for
 * money, so nobody should pay anyone for blood or for a donor's travel. The Bengali names টাকা.
 */
export const MONEY_WARNING: Record<DonorLanguage, string> = {
  bn: 'সাবধান: রক্ত বা যাতায়াত ভাড়ার জন্য কাউকে কোনো টাকা দেবেন না। রক্তদাতা ও স্বেচ্ছাসেবকেরা কখনো টাকা চান না।',
  en: 'Warning: never pay anyone for blood or for travel. Donors and volunteers never ask for money.',
};
