/**
 * Every text the interface shows, in one catalog (docs/decisions/004-message-catalog.md).
 * Strings the specification gives literally (titles, toasts, validation messages) are kept exactly.
 */
export const t = {
  product: { name: 'রক্তসেতু', latin: 'Roktosetu' },
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
  titles: {
    home: 'Home',
    donorRegistration: 'Blood Donor Registration',
    login: 'Login',
    signUp: 'Sign Up',
    about: 'About',
    contact: 'Contact For Blood',
    leaderBoard: 'Leader Board',
    profile: 'Profile',
    notFound: 'Page Not Found',
    dashboard: 'Dashboard',
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
    socialNotSet: 'Link not set yet',
    social: ['Facebook', 'YouTube', 'Instagram', 'LinkedIn'],
    newsletterHeading: 'নিউজলেটার',
    newsletterText: 'আমাদের খবর পেতে আপনার ইমেইল দিন।',
    emailPlaceholder: 'আপনার ইমেইল',
    subscribe: 'সাবস্ক্রাইব',
    newsletterThanks: 'ধন্যবাদ! নিউজলেটার শীঘ্রই চালু হবে।',
    copyright: (year: number) => `© ${year} রক্তসেতু। সর্বস্বত্ব সংরক্ষিত।`,
  },
  demo: {
    label: 'ডেমো',
    notice: 'এটি একটি ডেমো: এখানের অ্যাকাউন্ট ও তথ্য শুধু দেখার ও পরীক্ষার জন্য, আসল নয়।',
  },
  dashboard: {
    activity: 'Activity',
    archive: 'Archive',
    import: 'Import',
  },
  common: {
    loading: 'লোড হচ্ছে…',
    retry: 'আবার চেষ্টা করুন',
    chunkFailed: 'পৃষ্ঠাটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    somethingWrong: 'কিছু একটা ভুল হয়েছে।',
  },
  /** A signed-in person who is not an admin opens the dashboard. */
  notAdmin: {
    title: 'Dashboard',
    heading: 'ড্যাশবোর্ড শুধু অ্যাডমিনদের জন্য',
    text: 'আপনি সাইন ইন করেছেন, কিন্তু আপনার অ্যাকাউন্ট অ্যাডমিন নয়। কোনো সুপার অ্যাডমিন আপনাকে অ্যাডমিন করলে ড্যাশবোর্ড খুলবে।',
    home: 'হোমে ফিরে যান',
    profile: 'আপনার প্রোফাইল',
  },
} as const;
