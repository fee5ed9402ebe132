/**
 * Texts of the dashboard's Money reports screen (decisions/059): numbers families reported for
 * asking them for money, an admin's decision, and the block list. A namespace of the message
 * catalog, loaded with that screen only.
 */
import { digits, localized, type CatalogOf } from './language.ts';

const bn = {
  title: 'টাকা চাওয়ার অভিযোগ',
  intro:
    'পরিবার তাদের অবস্থার পাতা থেকে জানিয়েছে কোন নম্বর তাদের কাছে টাকা চেয়েছে। নিশ্চিত হলে নম্বরটি ব্লক তালিকায় যায়: সেই নম্বর থেকে নিবন্ধন ও অনুরোধ নেওয়া হয় না, আর তালিকায় নম্বরটি চিহ্নিত থাকে।',
  pending: 'যাচাই বাকি',
  none: 'যাচাইয়ের মতো কোনো অভিযোগ নেই।',
  request: (group: string, place: string) => `${group} রক্তের অনুরোধ, ${place}`,
  reportedAt: 'অভিযোগের সময়',
  times: (n: number) => `এই নম্বরের বিরুদ্ধে মোট ${digits(n)}টি অভিযোগ`,
  alreadyBlocked: 'আগেই ব্লক করা',
  confirm: 'নিশ্চিত: ব্লক করুন',
  dismiss: 'খারিজ করুন',
  confirmed: 'নম্বরটি ব্লক তালিকায় রাখা হয়েছে',
  dismissed: 'অভিযোগ খারিজ হয়েছে',
  blockList: 'ব্লক তালিকা',
  blockListNone: 'ব্লক তালিকায় কোনো নম্বর নেই।',
  blockedSince: 'ব্লক করার সময়',
  loadFailed: 'তথ্য আনা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  failed: 'কাজটি হয়নি। আবার চেষ্টা করুন।',
} as const;

const en: CatalogOf<typeof bn> = {
  title: 'Money reports',
  intro:
    'Families reported, from their status page, numbers that asked them for money. A confirmed number goes on the block list: registrations and requests from it are refused, and it is flagged on the lists.',
  pending: 'To review',
  none: 'No report waits for review.',
  request: (group, place) => `Request for ${group} blood, ${place}`,
  reportedAt: 'Reported',
  times: (n) => `${digits(n)} report(s) of this number in all`,
  alreadyBlocked: 'Already blocked',
  confirm: 'Confirm: block it',
  dismiss: 'Dismiss',
  confirmed: 'The number is on the block list',
  dismissed: 'The report is dismissed',
  blockList: 'Block list',
  blockListNone: 'No number is on the block list.',
  blockedSince: 'Blocked',
  loadFailed: 'Could not load.',
  retry: 'Try again',
  failed: 'That did not work. Try again.',
};

export const moneyReportsText = localized(bn, en);
