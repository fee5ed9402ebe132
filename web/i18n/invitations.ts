/**
 * Texts of the dashboard's Invitations screen (decisions/052): inviting the donors brought in from
 * lists to confirm their details and choose about requests, and how far they have come. A
 * namespace of the message catalog, loaded with that screen only.
 */
import { digits, localized, type CatalogOf } from './language.ts';

const bn = {
  title: 'আমন্ত্রণ',
  heading: 'রক্তদাতাদের আমন্ত্রণ',
  intro:
    'তালিকা থেকে আনা রক্তদাতারা একটি SMS পাবেন: তাঁদের ব্যক্তিগত লিংক, যেখানে তাঁরা নিজের তথ্য নিশ্চিত করবেন ও রক্তের অনুরোধ পেতে চান কি না জানাবেন। একজনকে ৩০ দিনে একবারই পাঠানো হয়; রাতের নিরব সময়ে পাঠানো হয় না।',
  progress: 'অগ্রগতি',
  counts: {
    invited: 'আমন্ত্রিত',
    opened: 'লিংক খুলেছেন',
    confirmed: 'তথ্য নিশ্চিত করেছেন',
    consented: 'অনুরোধ পেতে রাজি',
    detailsComplete: 'তথ্য সম্পূর্ণ',
    unreachable: 'SMS যায়নি',
  },
  invite: {
    noConsent: 'যাঁরা রাজি কি না জানাননি',
    detailsMissing: 'যাঁদের তথ্য বাকি',
    waiting: (n: number) => `${digits(n)} জনকে পাঠানো যায়`,
    open: 'আমন্ত্রণ পাঠান',
    none: 'এখন পাঠানোর মতো কেউ নেই',
  },
  confirm: {
    title: 'আমন্ত্রণ পাঠাবেন?',
    text: (n: number) => `${digits(n)} জন রক্তদাতাকে একটি করে SMS পাঠানো হবে।`,
    send: (n: number) => `${digits(n)}টি SMS পাঠান`,
  },
  sent: (n: number) => `${digits(n)} জনের আমন্ত্রণ পাঠানোর জন্য রাখা হয়েছে`,
  more: 'আরও রক্তদাতা বাকি আছেন; আবার পাঠান।',
  loadFailed: 'অগ্রগতি আনা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  failed: 'আমন্ত্রণ পাঠানো যায়নি। আবার চেষ্টা করুন।',
  ofImport: {
    heading: (file: string) => `„${file}“ তালিকার আমন্ত্রণ`,
    intro: (n: number) => `এই আমদানিতে যোগ হওয়া ${digits(n)} জন রক্তদাতার অগ্রগতি।`,
    invite: 'এই তালিকার রক্তদাতারা',
    back: 'পুরো কমিউনিটির অগ্রগতি দেখুন',
  },
} as const;

const en: CatalogOf<typeof bn> = {
  title: 'Invitations',
  heading: 'Inviting donors',
  intro:
    'Donors brought in from lists get one SMS: their private link, where they confirm their details and say whether they want blood requests. A donor is invited at most once in 30 days, never in the quiet hours.',
  progress: 'Progress',
  counts: {
    invited: 'Invited',
    opened: 'Opened the link',
    confirmed: 'Confirmed details',
    consented: 'Agree to requests',
    detailsComplete: 'Details complete',
    unreachable: 'SMS failed',
  },
  invite: {
    noConsent: 'Not yet asked for consent',
    detailsMissing: 'Details missing',
    waiting: (n) => `${digits(n)} can be invited`,
    open: 'Invite',
    none: 'Nobody to invite now',
  },
  confirm: {
    title: 'Send the invitations?',
    text: (n) => `${digits(n)} ${n === 1 ? 'donor gets' : 'donors get'} one SMS each.`,
    send: (n) => `Send ${digits(n)} SMS`,
  },
  sent: (n) => `${digits(n)} ${n === 1 ? 'invitation' : 'invitations'} queued`,
  more: 'More donors are waiting; invite again.',
  loadFailed: 'The progress could not be loaded.',
  retry: 'Try again',
  failed: 'The invitations could not be sent. Try again.',
  ofImport: {
    heading: (file) => `Invitations of “${file}”`,
    intro: (n) => `Progress of the ${digits(n)} ${n === 1 ? 'donor' : 'donors'} this import added.`,
    invite: 'Donors of this list',
    back: 'See the whole community',
  },
};

export const invitationsText = localized(bn, en);
