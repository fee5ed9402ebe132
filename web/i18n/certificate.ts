/**
 * Texts of the public certificate page (/c/{code}, docs/decisions/060): a donor's certificate of
 * blood donation, printable, and what the page says when the code is revoked or unknown. A
 * namespace of the message catalog, loaded with that page only.
 */
import { digits, localized, type CatalogOf } from './language.ts';

const bn = {
  title: 'রক্তদানের সনদ',
  heading: 'রক্তদানের সনদপত্র',
  presentedTo: 'কৃতজ্ঞতার সাথে এই সনদ দেওয়া হলো',
  milestone: (n: number) => `${digits(n)} বার রক্তদানের জন্য`,
  thanks: 'আপনার রক্ত মানুষের জীবন বাঁচিয়েছে। অসংখ্য ধন্যবাদ।',
  date: 'তারিখ',
  code: 'সনদ নম্বর',
  print: 'প্রিন্ট করুন',
  pdf: 'PDF ডাউনলোড করুন',
  qrLabel: 'এই সনদের পাতার QR কোড: স্ক্যান করে সনদটি যাচাই করুন',
  verify: 'সনদটি যাচাই করতে QR কোডটি স্ক্যান করুন',
  revoked: 'এই সনদটি বাতিল করা হয়েছে। এটি আর বৈধ নয়।',
  notFoundTitle: 'সনদটি পাওয়া যায়নি',
  notFound: 'এই নম্বরে কোনো সনদ নেই। লিংকটি ঠিকমতো কপি হয়েছে কি না দেখুন।',
  home: 'হোম পেজে যান',
  loadFailed: 'সনদটি আনা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
} as const;

const en: CatalogOf<typeof bn> = {
  title: 'Blood donation certificate',
  heading: 'Certificate of blood donation',
  presentedTo: 'With gratitude, this certificate is presented to',
  milestone: (n: number) => `for ${n} ${n === 1 ? 'donation' : 'donations'}`,
  thanks: 'Your blood has saved lives. Thank you.',
  date: 'Date',
  code: 'Certificate number',
  print: 'Print',
  pdf: 'Download PDF',
  qrLabel: "QR code of this certificate's page: scan it to check the certificate",
  verify: 'Scan the QR code to check this certificate',
  revoked: 'This certificate has been revoked. It is no longer valid.',
  notFoundTitle: 'Certificate not found',
  notFound: 'There is no certificate with this number. Check that the link was copied in full.',
  home: 'Go to the home page',
  loadFailed: 'The certificate could not be loaded. Check the connection and try again.',
  retry: 'Try again',
};

export const certificateText = localized(bn, en);
