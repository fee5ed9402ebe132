import { digits, localized, type CatalogOf } from './language.ts';

/**
 * Texts of the Analytics screen (a namespace of the message catalog; loaded with the dashboard only).
 * The English half keeps the specification's widget names and 'Super Admin' word for word.
 */
const bn = {
  title: 'বিশ্লেষণ',
  heading: 'বিশ্লেষণ',
  donutTitle: 'রক্তের গ্রুপ অনুযায়ী যাচাইকৃত রক্তদাতা',
  radarTitle: 'রক্তের গ্রুপ অনুযায়ী সম্পন্ন রক্তদান',
  topDonors: 'শীর্ষ পাঁচ রক্তদাতা',
  adminActivity: 'অ্যাডমিনদের কার্যক্রম',
  recentBloodDonation: 'সাম্প্রতিক রক্তের অনুরোধ',
  newDonors: 'নতুন রক্তদাতা',
  total: (n: number) => `মোট ${digits(n)}`,
  /** Of the verified donors, those brought in from a list whose record is not complete yet. */
  detailsMissing: (n: number) => `এঁদের ${digits(n)} জনের তথ্য বাকি`,
  /** A donation count: '৩ বার'. */
  times: (n: number) => `${digits(n)} বার`,
  bag: 'ব্যাগ',
  columns: {
    rank: '#',
    name: 'নাম',
    bloodGroup: 'গ্রুপ',
    donations: 'রক্তদান',
    email: 'ইমেইল',
    role: 'ভূমিকা',
    patient: 'রোগীর নাম',
    quantity: 'পরিমাণ',
    gender: 'লিঙ্গ',
  },
  roles: { superAdmin: 'সুপার অ্যাডমিন', admin: 'অ্যাডমিন' },
  empty: 'এখনও কিছু নেই।',
  noChartData: 'এখনও গণনা করার মতো তথ্য নেই।',
  loadFailed: 'তথ্য লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  unitFilter: 'কোন ইউনিটের হিসাব',
  allUnits: 'সব ইউনিট',
  trouble: {
    heading: 'বিপদে থাকা অনুরোধ',
    count: (n: number) => `${digits(n)}টি`,
    none: 'এখন কোনো অনুরোধ বিপদে নেই।',
    needed: (when: string) => `দরকার: ${when}`,
    pledged: (pledged: number, bags: number) => `${digits(pledged)} / ${digits(bags)} ব্যাগের কথা`,
    reasons: {
      dueSoon: '১২ ঘণ্টার মধ্যে দরকার',
      noPledge: '৩০ মিনিটে কেউ কথা দেননি',
      rare: 'বিরল গ্রুপ',
    },
    open: 'রক্তদাতা খুঁজুন',
    loadFailed: 'বিপদে থাকা অনুরোধ আনা যায়নি।',
  },
} as const;

const en: CatalogOf<typeof bn> = {
  title: 'Analytics',
  heading: 'Analytics',
  donutTitle: 'Verified donors by blood group',
  radarTitle: 'Completed donations by blood group',
  topDonors: 'Top five donors',
  adminActivity: 'Admin Activity',
  recentBloodDonation: 'Recent Blood Donation',
  newDonors: 'New Donors',
  total: (n) => `Total ${n}`,
  detailsMissing: (n) => `${n} of them with details missing`,
  times: (n) => `${n} time${n === 1 ? '' : 's'}`,
  bag: 'bag',
  columns: {
    rank: '#',
    name: 'Name',
    bloodGroup: 'Group',
    donations: 'Donations',
    email: 'Email',
    role: 'Role',
    patient: 'Patient name',
    quantity: 'Quantity',
    gender: 'Gender',
  },
  roles: { superAdmin: 'Super Admin', admin: 'Admin' },
  empty: 'Nothing yet.',
  noChartData: 'No data to count yet.',
  loadFailed: 'The data could not be loaded.',
  retry: 'Try again',
  unitFilter: 'Figures of',
  allUnits: 'All units',
  trouble: {
    heading: 'Requests in trouble',
    count: (n) => `${n}`,
    none: 'No request is in trouble right now.',
    needed: (when) => `Needed: ${when}`,
    pledged: (pledged, bags) => `${pledged} of ${bags} bag${bags === 1 ? '' : 's'} pledged`,
    reasons: {
      dueSoon: 'Needed within 12 hours',
      noPledge: 'No pledge after 30 minutes',
      rare: 'Rare group',
    },
    open: 'Find donors',
    loadFailed: 'The requests in trouble could not be loaded.',
  },
};

export const analyticsText = localized(bn, en);
