import { digits, localized, type CatalogOf } from './language.ts';

/**
 * The core namespace of the message catalog (docs/decisions/004-message-catalog.md): the public
 * shell, the top bar, the dashboard's sidebar and the texts every screen may need. It ships in the
 * first bundle in both languages, so it stays small; each feature has its own namespace module.
 */
const bn = {
  product: { name: 'রক্তসেতু' },
  nav: {
    home: 'হোম',
    register: 'রেজিস্টার',
    contact: 'যোগাযোগ',
    about: 'আমাদের সম্পর্কে',
    leaderBoard: 'লিডারবোর্ড',
    login: 'লগইন',
    dashboard: 'ড্যাশবোর্ড',
    profile: 'প্রোফাইল',
    logout: 'লগআউট',
    menu: 'মেনু',
    closeMenu: 'মেনু বন্ধ করুন',
    /** The dashboard's own menu on a phone; told apart from the site menu by name and icon. */
    toggleSidebar: 'ড্যাশবোর্ডের পাতাগুলো',
  },
  /** The switch shows the other language in its own words. */
  language: {
    other: 'English',
    otherLang: 'en',
    switchLabel: 'Switch to English (ইংরেজিতে দেখুন)',
  },
  titles: {
    home: 'হোম',
    login: 'লগইন',
    signUp: 'নতুন অ্যাকাউন্ট',
    about: 'আমাদের সম্পর্কে',
    profile: 'প্রোফাইল',
    notFound: 'পাতাটি পাওয়া যায়নি',
    dashboard: 'ড্যাশবোর্ড',
  },
  home: {
    headline: 'রক্ত দিন, জীবন বাঁচান',
    slogans: [
      'আপনার দশ মিনিট সময় বাঁচাতে পারে একটি জীবন',
      'রক্তদান কোনো তুচ্ছ বিষয় নয়',
      'একজনের রক্ত, আরেকজনের জীবন',
    ],
    contactButton: 'রক্তের জন্য যোগাযোগ',
    registerButton: 'রক্তদাতা হিসেবে নিবন্ধন',
    socialTitle: 'আমাদের সামাজিক মাধ্যম পেজ',
    /** Joins the slogans for screen readers. */
    sentenceEnd: '। ',
  },
  about: {
    heading: 'আমাদের সম্পর্কে',
    paragraphs: [
      'রক্তসেতু একটি স্বেচ্ছাসেবী রক্তদাতা সংগঠন। আমরা রক্তদাতা ও রক্তগ্রহীতার মাঝে সেতু হয়ে কাজ করি, যাতে প্রয়োজনের সময় একজন রোগী দ্রুত সঠিক রক্ত পান।',
      'আমাদের স্বেচ্ছাসেবকেরা রক্তদাতাদের তথ্য যাচাই করেন, রোগীর প্রয়োজন অনুযায়ী কাছের রক্তদাতা খুঁজে দেন এবং নিয়মিত রক্তদানে উৎসাহ দেন।',
      'সুস্থ প্রাপ্তবয়স্ক যে কেউ প্রতি তিন মাসে একবার রক্ত দিতে পারেন। আপনার এক ব্যাগ রক্ত বাঁচাতে পারে একটি প্রাণ।',
    ],
  },
  notFound: {
    oops: 'দুঃখিত! পাতাটি পাওয়া যায়নি',
    code: '৪০৪',
    sentence: 'আপনি যে পাতাটি খুঁজছেন সেটি এখানে নেই। হোম পেজে ফিরে যান।',
    goHome: 'হোমে ফিরে যান',
  },
  footer: {
    links: [
      ['আমাদের পরিচয়', 'সাধারণ প্রশ্ন', 'যোগাযোগ', 'আমাদের সম্পর্কে'],
      ['খবর ও লেখা', 'আমাদের আয়োজন', 'বিশেষ অনুরোধ', 'সহায়তা'],
      ['অনুদান', 'আমাদের পরের লক্ষ্য', 'অর্জন'],
    ],
    pagesSoon: 'এই পাতাগুলো শীঘ্রই আসছে',
    socialNotSet: 'লিংক এখনো দেওয়া হয়নি',
    social: ['Facebook', 'YouTube', 'Instagram', 'LinkedIn'],
    newsletterHeading: 'নিউজলেটার',
    newsletterText: 'আমাদের খবর পেতে আপনার ইমেইল দিন।',
    emailPlaceholder: 'আপনার ইমেইল',
    subscribe: 'সাবস্ক্রাইব',
    newsletterThanks: 'ধন্যবাদ! নিউজলেটার শীঘ্রই চালু হবে।',
    copyright: (year: number) => `© ${digits(year)} রক্তসেতু। সর্বস্বত্ব সংরক্ষিত।`,
  },
  demo: {
    label: 'ডেমো',
    notice: 'এটি একটি ডেমো: এখানের অ্যাকাউন্ট ও তথ্য শুধু দেখার ও পরীক্ষার জন্য, আসল নয়।',
  },
  /** The dashboard's sidebar. */
  dashboard: {
    analytics: 'বিশ্লেষণ',
    donorsList: 'রক্তদাতার তালিকা',
    donorRequest: 'রক্তদাতার আবেদন',
    bloodRequest: 'রক্তের অনুরোধ',
    addContact: 'যোগাযোগ যোগ করুন',
    allUser: 'সব ব্যবহারকারী',
    allAdmin: 'সব অ্যাডমিন',
    address: 'ঠিকানা',
    settings: 'সেটিংস',
    activity: 'কার্যক্রম',
    archive: 'আর্কাইভ',
    import: 'আমদানি',
    invitations: 'আমন্ত্রণ',
    moneyReports: 'টাকা চাওয়ার অভিযোগ',
    units: 'ইউনিট',
    patients: 'নিয়মিত রোগী',
  },
  common: {
    loading: 'লোড হচ্ছে…',
    retry: 'আবার চেষ্টা করুন',
    chunkFailed: 'পৃষ্ঠাটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    show: 'দেখান',
    close: 'বন্ধ করুন',
    page: (n: number) => `পাতা ${digits(n)}`,
    superAdmin: 'সুপার অ্যাডমিন',
    admin: 'অ্যাডমিন',
    user: 'ব্যবহারকারী',
  },
  /** A signed-in person who is not an admin opens the dashboard. */
  notAdmin: {
    title: 'ড্যাশবোর্ড',
    heading: 'ড্যাশবোর্ড শুধু অ্যাডমিনদের জন্য',
    text: 'আপনি সাইন ইন করেছেন, কিন্তু আপনার অ্যাকাউন্ট অ্যাডমিন নয়। কোনো সুপার অ্যাডমিন আপনাকে অ্যাডমিন করলে ড্যাশবোর্ড খুলবে।',
    home: 'হোমে ফিরে যান',
    profile: 'আপনার প্রোফাইল',
  },
} as const;

const en: CatalogOf<typeof bn> = {
  product: { name: 'Roktosetu' },
  nav: {
    home: 'Home',
    register: 'Register',
    contact: 'Contact',
    about: 'About Us',
    leaderBoard: 'Leader Board',
    login: 'Login',
    dashboard: 'Dashboard',
    profile: 'Profile',
    logout: 'Logout',
    menu: 'Menu',
    closeMenu: 'Close menu',
    toggleSidebar: 'Dashboard pages',
  },
  language: {
    other: 'বাংলা',
    otherLang: 'bn',
    switchLabel: 'বাংলায় দেখুন (Switch to Bengali)',
  },
  titles: {
    home: 'Home',
    login: 'Login',
    signUp: 'Sign Up',
    about: 'About',
    profile: 'Profile',
    notFound: 'Page Not Found',
    dashboard: 'Dashboard',
  },
  home: {
    headline: 'Donate blood, save lives',
    slogans: [
      'Ten minutes of your time can save a life',
      'Donating blood is no small thing',
      "One person's blood is another's life",
    ],
    contactButton: 'Contact for blood',
    registerButton: 'Register as a donor',
    socialTitle: 'Our social media page',
    sentenceEnd: '. ',
  },
  about: {
    heading: 'About Us',
    paragraphs: [
      'Roktosetu is a volunteer blood-donor organisation. We are the bridge between donors and patients, so that a patient in need quickly gets the right blood.',
      "Our volunteers verify donors' details, find nearby donors for each patient's need and encourage regular donation.",
      'Any healthy adult can give blood once every three months. One bag of your blood can save a life.',
    ],
  },
  notFound: {
    oops: 'OOPS! Page Not Found',
    code: '404',
    sentence:
      "We're sorry, The page you requested could not be found. Please go back to the homepage.",
    goHome: 'Go Home',
  },
  footer: {
    links: [
      ['About Brand', 'FAQ', 'Contact', 'About Us'],
      ['News & articles', 'Our Offers', 'Custom Order', 'Support'],
      ['Sale', 'Our Next Target', 'Achievement'],
    ],
    pagesSoon: 'These pages are coming soon',
    socialNotSet: 'Link not set yet',
    social: ['Facebook', 'YouTube', 'Instagram', 'LinkedIn'],
    newsletterHeading: 'Newsletter',
    newsletterText: 'Enter your email to get our news.',
    emailPlaceholder: 'Your email',
    subscribe: 'Subscribe',
    newsletterThanks: 'Thank you! The newsletter starts soon.',
    copyright: (year) => `© ${year} Roktosetu. All rights reserved.`,
  },
  demo: {
    label: 'Demo',
    notice: 'This is a demo: its accounts and data are for looking and testing only, not real.',
  },
  dashboard: {
    analytics: 'Analytics',
    donorsList: 'Donors',
    donorRequest: 'Donor Request',
    bloodRequest: 'Blood Request',
    addContact: 'Add Contact',
    allUser: 'All users',
    allAdmin: 'All admins',
    address: 'Address',
    settings: 'Settings',
    activity: 'Activity',
    archive: 'Archive',
    import: 'Import',
    invitations: 'Invitations',
    moneyReports: 'Money reports',
    units: 'Units',
    patients: 'Recurring patients',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    chunkFailed: 'The page could not be loaded. Check the internet connection and try again.',
    show: 'Show',
    close: 'Close',
    page: (n) => `Page ${n}`,
    superAdmin: 'Super Admin',
    admin: 'Admin',
    user: 'User',
  },
  notAdmin: {
    title: 'Dashboard',
    heading: 'The dashboard is for admins only',
    text: 'You are signed in, but your account is not an admin. The dashboard opens once a super admin makes you an admin.',
    home: 'Back to home',
    profile: 'Your profile',
  },
};

/** Every text of the public shell, in the page's language. */
export const t = localized(bn, en);
