/**
 * Texts of the guardian's status page of a recurring patient (/p/{token}, docs/decisions/062):
 * the patient's next sessions and whether donors are set for each. A namespace of the message
 * catalog, loaded with that page only.
 */
import { digits, localized, type CatalogOf } from './language.ts';

const bn = {
  title: 'রক্ত নেওয়ার দিনগুলো',
  intro: 'সামনের দিনগুলোতে রক্তদাতা ঠিক আছে কি না। স্বেচ্ছাসেবকেরা রক্তদাতাদের সঙ্গে যোগাযোগ রাখছেন।',
  hospital: 'হাসপাতাল',
  every: (days: number) => `প্রতি ${digits(days)} দিনে`,
  bags: (n: number) => `প্রতিবার ${digits(n)} ব্যাগ`,
  window: (days: number) => `সামনের ${digits(days)} দিন`,
  confirmed: 'রক্তদাতা নিশ্চিত করেছেন',
  covered: 'রক্তদাতা ঠিক, নিশ্চিতের অপেক্ষা',
  uncovered: 'রক্তদাতা এখনো ঠিক হয়নি',
  none: 'এই সময়ে কোনো দিন ঠিক করা নেই।',
  paused: 'রক্ত নেওয়ার পরিকল্পনা এখন থামানো আছে।',
  privacy: 'এই লিংকটি শুধু আপনার জন্য। রক্তদাতাদের নাম বা নম্বর এখানে দেখানো হয় না।',
  notFound: 'এই লিংকটি ভুল, বা বন্ধ করা হয়েছে। নতুন লিংকের জন্য স্বেচ্ছাসেবকের সঙ্গে যোগাযোগ করুন।',
  home: 'হোম পেজে যান',
  loadFailed: 'পাতাটি আনা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
} as const;

const en: CatalogOf<typeof bn> = {
  title: 'Transfusion days',
  intro: 'Whether donors are set for the days ahead. Volunteers keep in touch with the donors.',
  hospital: 'Hospital',
  every: (days: number) => `every ${digits(days)} days`,
  bags: (n: number) => `${digits(n)} ${n === 1 ? 'bag' : 'bags'} each time`,
  window: (days: number) => `The next ${digits(days)} days`,
  confirmed: 'Donors confirmed',
  covered: 'Donors set, awaiting confirmation',
  uncovered: 'No donor set yet',
  none: 'No session in this time.',
  paused: 'Transfusions are paused for now.',
  privacy: "This link is for you only. Donors' names and numbers are not shown here.",
  notFound: 'This link is wrong or was turned off. Ask a volunteer for a new one.',
  home: 'Go to the home page',
  loadFailed: 'The page could not be loaded. Check the connection and try again.',
  retry: 'Try again',
};

export const patientStatusText = localized(bn, en);
