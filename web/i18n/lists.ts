import { digits, localized, type CatalogOf } from './language.ts';

/**
 * Texts every dashboard list shares (web/components/DataList.tsx): the loading, error and empty
 * states, the row's details, the pager's names. A namespace of the message catalog.
 */
const bn = {
  loading: 'তালিকা লোড হচ্ছে…',
  loadFailed: 'তালিকা আনা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
  empty: 'কিছু পাওয়া যায়নি।',
  details: 'বিস্তারিত',
  pagination: 'পাতা',
  previousPage: 'আগের পাতা',
  nextPage: 'পরের পাতা',
  chooseFile: 'ফাইল বাছুন',
  noFileChosen: 'কোনো ফাইল বাছা হয়নি',
  show: 'দেখান',
  searchDonors: 'রক্তদাতা খুঁজুন',
  searchUsers: 'ইউজার খুঁজুন',
  searchDonorsPlaceholder: 'নাম, ফোন বা গ্রাম…',
  searchUsersPlaceholder: 'নাম বা ইমেইল…',
  place: 'ঠিকানা',
  phone: 'ফোন',
  call: (number: string) => `${number} নম্বরে কল করুন`,
  close: 'বন্ধ করুন',
  edit: 'এডিট',
  delete: 'মুছুন',
  cancel: 'বাতিল',
  photo: 'ছবি',
  name: 'নাম',
  /** A delete that cannot be undone (places, people's roles). */
  deleteForGood: 'মুছে ফেললে আর ফিরিয়ে আনা যাবে না।',
  /** A delete that archives: donors, blood requests, contacts. */
  deleteToArchive: (days: number) =>
    `এটি আর্কাইভে যাবে। ${digits(days)} দিনের মধ্যে একজন সুপার অ্যাডমিন সেখান থেকে ফিরিয়ে আনতে পারবেন।`,
} as const;

const en: CatalogOf<typeof bn> = {
  loading: 'Loading the list…',
  loadFailed: 'The list could not be loaded. Check the connection and try again.',
  retry: 'Try again',
  empty: 'Nothing found.',
  details: 'Details',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  chooseFile: 'Choose a file',
  noFileChosen: 'No file chosen',
  show: 'Show',
  searchDonors: 'Search donors',
  searchUsers: 'Search users',
  searchDonorsPlaceholder: 'Search donor…',
  searchUsersPlaceholder: 'Search user…',
  place: 'Place',
  phone: 'Phone',
  call: (number) => `Call ${number}`,
  close: 'Close',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  photo: 'Photo',
  name: 'Name',
  deleteForGood: 'Once you delete it, you can,t bring it back.',
  deleteToArchive: (days) =>
    `It goes to the Archive, where a super admin can restore it for ${days} days.`,
};

export const listsText = localized(bn, en);
