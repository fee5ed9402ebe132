/**
 * Texts of the Analytics screen (a namespace of the message catalog; loaded with the dashboard only).
 * Strings the specification gives literally (widget names, 'Super Admin') are kept exactly.
 */
export const analyticsText = {
  title: 'Analytics',
  heading: 'Analytics',
  donutTitle: 'রক্তের গ্রুপ অনুযায়ী যাচাইকৃত রক্তদাতা',
  radarTitle: 'রক্তের গ্রুপ অনুযায়ী সম্পন্ন রক্তদান',
  topDonors: 'শীর্ষ পাঁচ রক্তদাতা',
  adminActivity: 'Admin Activity',
  recentBloodDonation: 'Recent Blood Donation',
  newDonors: 'New Donors',
  total: (n: number) => `মোট ${n}`,
  times: 'বার',
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
  roles: { superAdmin: 'Super Admin', admin: 'Admin' },
  empty: 'এখনও কিছু নেই।',
  noChartData: 'এখনও গণনা করার মতো তথ্য নেই।',
  chartLoading: 'চার্ট লোড হচ্ছে…',
  chartFailed: 'চার্ট লোড করা যায়নি। সংখ্যাগুলো নিচে দেওয়া আছে।',
  loadFailed: 'তথ্য লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
} as const;
