/**
 * Texts of the dashboard's Settings screen: the eligibility intervals, what each means and where
 * the defaults come from. A namespace of the message catalog, loaded with that screen only.
 */
import { COMMUNITY_NAME_MAX } from '../../common/constants.ts';
import { digits, localized, type CatalogOf } from './language.ts';

const bn = {
  title: 'সেটিংস',
  heading: 'সেটিংস',
  eligibility: {
    heading: 'আবার রক্ত দেওয়ার বিরতি',
    intro:
      'শেষ রক্তদানের কত দিন পর একজন রক্তদাতা আবার রক্ত দিতে পারবেন। কোনো সংখ্যা বদলালে সব রক্তদাতার পরের তারিখ সঙ্গে সঙ্গে নতুন করে হিসাব হয়, তাই কে এখন রক্ত দিতে পারবেন তা-ও বদলে যায়।',
    days: 'দিন',
    defaultIs: (n: number) => `ডিফল্ট: ${digits(n)} দিন`,
    fields: {
      wholeBloodMaleDays: {
        label: 'সম্পূর্ণ রক্ত — পুরুষ',
        meaning:
          'একজন পুরুষ সম্পূর্ণ রক্ত (বা প্লাটিলেটের পর সম্পূর্ণ রক্ত) দেওয়ার কত দিন পর আবার দিতে পারবেন।',
        source: 'বিশ্ব স্বাস্থ্য সংস্থা (WHO, ২০১২): পুরুষদের জন্য অন্তত ১২ সপ্তাহ (প্রায় ৯০ দিন)।',
      },
      wholeBloodFemaleDays: {
        label: 'সম্পূর্ণ রক্ত — মহিলা',
        meaning: 'একজন মহিলা সম্পূর্ণ রক্ত দেওয়ার কত দিন পর আবার দিতে পারবেন।',
        source:
          'বিশ্ব স্বাস্থ্য সংস্থা (WHO, ২০১২): মহিলাদের জন্য অন্তত ১৬ সপ্তাহ; বাংলাদেশের স্বেচ্ছাসেবী সংগঠনগুলো সাধারণত ৪ মাস (১২০ দিন) মানে।',
      },
      wholeBloodOtherDays: {
        label: 'সম্পূর্ণ রক্ত — তৃতীয় লিঙ্গ ও অজানা',
        meaning:
          'তৃতীয় লিঙ্গের বা লিঙ্গ না জানানো রক্তদাতা সম্পূর্ণ রক্ত দেওয়ার কত দিন পর আবার দিতে পারবেন।',
        source:
          'নিরাপদ দিক ধরে মহিলাদের সমান: বাংলাদেশের স্বেচ্ছাসেবী সংগঠনগুলোর প্রচলিত ৪ মাস (১২০ দিন)।',
      },
      plateletsDays: {
        label: 'প্লাটিলেট',
        meaning:
          'প্লাটিলেট (অ্যাফেরেসিস) দেওয়ার কত দিন পর আবার প্লাটিলেট দিতে পারবেন; সম্পূর্ণ রক্তের জন্য উপরের বিরতিগুলো খাটে।',
        source: 'প্রচলিত নিয়ম: প্লাটিলেট দানের মাঝে অন্তত ১৪ দিন।',
      },
    },
    save: 'সেভ করুন',
    saving: 'সেভ হচ্ছে…',
    reset: 'ডিফল্ট ফিরিয়ে আনুন',
    saved: 'সেটিংস সেভ হয়েছে',
    readOnly: 'শুধু সুপার অ্যাডমিন এই সংখ্যাগুলো বদলাতে পারেন।',
    failed: 'সেটিংস আনা যায়নি।',
    range: (min: number, max: number) =>
      `${digits(min)} থেকে ${digits(max)} দিনের মধ্যে একটি পূর্ণ সংখ্যা দিন`,
  },
  alerts: {
    heading: 'রক্তদাতাদের অনুরোধ পাঠানোর সীমা',
    intro:
      'একজন রক্তদাতা কতবার অনুরোধ পাবেন, আর কোন সময়ে পাবেন না (বাংলাদেশ সময়)। জরুরি অনুরোধ রাতের বিরতিতেও যায়।',
    perDay: 'দিনে সর্বোচ্চ',
    perWeek: '৭ দিনে সর্বোচ্চ',
    times: 'বার',
    quietStart: 'রাতের বিরতি শুরু',
    quietEnd: 'রাতের বিরতি শেষ',
    clock: '২৪ ঘণ্টা, ঘণ্টা:মিনিট',
    defaults: (perDay: number, perWeek: number, start: string, end: string) =>
      `ডিফল্ট: দিনে ${digits(perDay)} বার, সপ্তাহে ${digits(perWeek)} বার, ${digits(start)}–${digits(end)} বিরতি`,
    save: 'সীমা সেভ করুন',
    saved: 'সীমা সেভ হয়েছে',
    countRange: (max: number) => `০ থেকে ${digits(max)}-এর মধ্যে একটি পূর্ণ সংখ্যা দিন`,
    time: 'সময় দিন (ঘণ্টা:মিনিট)',
    wave: 'স্বয়ংক্রিয় ধাপের মাঝে বিরতি',
    minutes: 'মিনিট',
    waveHint: (minutes: number) =>
      `কেউ রাজি না হলে এতক্ষণ পরপর আরও রক্তদাতাকে জানানো হয়। খালি রাখলে ${digits(minutes)} মিনিট।`,
    waveRange: (min: number, max: number) =>
      `${digits(min)} থেকে ${digits(max)} মিনিটের মধ্যে একটি পূর্ণ সংখ্যা দিন, বা খালি রাখুন`,
  },
  community: {
    heading: 'সংগঠনের নাম',
    intro:
      'তালিকা থেকে আনা রক্তদাতাদের আমন্ত্রণ SMS-এ কে জানতে চাইছে তা এই নামে লেখা থাকে: বাংলা ভাষার রক্তদাতা বাংলা নাম পান, ইংরেজি ভাষার রক্তদাতা ইংরেজি নাম। যে নামে রক্তদাতারা আপনাদের চেনেন, সেটি দিন।',
    bn: 'বাংলায় নাম',
    en: 'ইংরেজিতে নাম',
    hint: `১ থেকে ${digits(COMMUNITY_NAME_MAX)} অক্ষর, এক লাইনে`,
    defaults: (bn: string, en: string) => `ডিফল্ট: ${bn} / ${en}`,
    save: 'নাম সেভ করুন',
    saved: 'নাম সেভ হয়েছে',
  },
} as const;

const en: CatalogOf<typeof bn> = {
  title: 'Settings',
  heading: 'Settings',
  eligibility: {
    heading: 'Days between donations',
    intro:
      "How many days after the last donation a donor can give again. Changing a number recounts every donor's next date at once, so who can give now changes too.",
    days: 'days',
    defaultIs: (n) => `Default: ${n} days`,
    fields: {
      wholeBloodMaleDays: {
        label: 'Whole blood: men',
        meaning:
          'How many days after giving whole blood (or whole blood after platelets) a man can give again.',
        source: 'World Health Organization (WHO, 2012): at least 12 weeks for men (about 90 days).',
      },
      wholeBloodFemaleDays: {
        label: 'Whole blood: women',
        meaning: 'How many days after giving whole blood a woman can give again.',
        source:
          'World Health Organization (WHO, 2012): at least 16 weeks for women; volunteer groups in Bangladesh commonly keep 4 months (120 days).',
      },
      wholeBloodOtherDays: {
        label: 'Whole blood: third gender and unknown',
        meaning:
          'How many days after giving whole blood a donor of the third gender, or who did not say, can give again.',
        source:
          'On the safe side, the same as for women: the 4 months (120 days) common among volunteer groups in Bangladesh.',
      },
      plateletsDays: {
        label: 'Platelets',
        meaning:
          'How many days after giving platelets (apheresis) a donor can give platelets again; whole blood follows the intervals above.',
        source: 'Common practice: at least 14 days between platelet donations.',
      },
    },
    save: 'Save',
    saving: 'Saving…',
    reset: 'Restore the defaults',
    saved: 'Settings Saved',
    readOnly: 'Only a super admin can change these numbers.',
    failed: 'The settings could not be loaded.',
    range: (min, max) => `Give a whole number of days from ${min} to ${max}`,
  },
  alerts: {
    heading: 'Limits on alerting donors',
    intro:
      'How often one donor may be alerted, and when never (Bangladesh time). Urgent requests go in quiet hours too.',
    perDay: 'At most per day',
    perWeek: 'At most per 7 days',
    times: 'times',
    quietStart: 'Quiet hours start',
    quietEnd: 'Quiet hours end',
    clock: '24-hour, hh:mm',
    defaults: (perDay, perWeek, start, end) =>
      `Default: ${perDay} a day, ${perWeek} a week, quiet ${start}–${end}`,
    save: 'Save limits',
    saved: 'Limits saved',
    countRange: (max) => `Give a whole number from 0 to ${max}`,
    time: 'Give a time (HH:MM)',
    wave: 'Time between automatic waves',
    minutes: 'minutes',
    waveHint: (minutes) =>
      `While nobody says yes, more donors are alerted this often. Left empty: ${minutes} minutes.`,
    waveRange: (min, max) =>
      `Give a whole number of minutes from ${min} to ${max}, or leave it empty`,
  },
  community: {
    heading: "The community's name",
    intro:
      'The SMS inviting donors brought in from a list says who is asking with this name: donors who read Bengali get the Bengali name, the others the English one. Give the name donors know you by.',
    bn: 'Name in Bengali',
    en: 'Name in English',
    hint: `1 to ${COMMUNITY_NAME_MAX} characters, on one line`,
    defaults: (bn, en) => `Default: ${bn} / ${en}`,
    save: 'Save name',
    saved: 'Name saved',
  },
};

export const settingsText = localized(bn, en);
