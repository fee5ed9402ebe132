import { localized, type CatalogOf } from './language.ts';

/**
 * Texts of the emergency contacts: the public contact page's cards and the dashboard's Add
 * Contact screen. The English half keeps the specification's strings word for word.
 */
const bn = {
  titles: {
    contact: 'রক্তের জন্য যোগাযোগ',
    addContact: 'যোগাযোগ যোগ করুন',
  },
  public: {
    heading: 'জরুরি প্রয়োজনে কল করুন',
    intro: 'রক্তের প্রয়োজনে নিচের যেকোনো নম্বরে সরাসরি ফোন করুন, অথবা রোগীর তথ্য পাঠিয়ে দিন।',
    none: 'এখনো কোনো যোগাযোগ নম্বর যোগ করা হয়নি।',
    noneInvite: 'রোগীর তথ্য পাঠালে আমাদের স্বেচ্ছাসেবকেরা রক্তদাতা খুঁজে আপনাকে ফোন করবেন।',
    noneAction: 'রোগীর তথ্য পাঠান',
    loadFailed: 'যোগাযোগের তালিকা আনা যায়নি।',
    call: (number: string) => `${number} নম্বরে কল করুন`,
  },
  unit: {
    heading: 'আপনার এলাকার ইউনিট',
    call: (name: string, number: string) => `${name}: ${number} নম্বরে কল করুন`,
    noPhone: 'এই ইউনিটের কোনো যোগাযোগ নম্বর এখনো দেওয়া হয়নি।',
  },
  form: {
    heading: 'যোগাযোগ যোগ করুন',
    name: 'নাম',
    number1: 'মোবাইল নম্বর',
    number2: 'দ্বিতীয় মোবাইল নম্বর (ঐচ্ছিক)',
    image: 'ছবি',
    imageHint: 'JPEG বা PNG, সর্বোচ্চ ১ MB',
    submit: 'যোগ করুন',
    sending: 'যোগ হচ্ছে…',
    preview: 'বাছাই করা ছবি',
  },
  list: {
    heading: 'যোগ করা যোগাযোগ',
    none: 'এখনো কোনো যোগাযোগ যোগ করা হয়নি।',
    edit: (name: string) => `${name}: তথ্য বদলান`,
    delete: (name: string) => `${name}: মুছে ফেলুন`,
  },
  update: {
    title: 'যোগাযোগের তথ্য বদলান',
    submit: 'সেভ করুন',
    cancel: 'বাতিল',
  },
  confirmDelete: 'এই যোগাযোগটি কি মুছে ফেলবেন?',
  toasts: {
    added: 'যোগাযোগ যোগ হয়েছে',
    updated: 'যোগাযোগের তথ্য বদলানো হয়েছে',
    deleted: 'যোগাযোগ মুছে ফেলা হয়েছে',
    deleteDenied: 'শুধু সুপার অ্যাডমিন যোগাযোগ মুছতে পারেন',
  },
} as const;

const en: CatalogOf<typeof bn> = {
  titles: {
    contact: 'Contact For Blood',
    addContact: 'Add Contact',
  },
  public: {
    heading: 'Call in an emergency',
    intro: "When blood is needed, call any number below directly, or send the patient's details.",
    none: 'No contact numbers have been added yet.',
    noneInvite: "Send the patient's details and our volunteers will find a donor and call you.",
    noneAction: "Send the patient's details",
    loadFailed: 'The contacts could not be loaded.',
    call: (number) => `Call ${number}`,
  },
  unit: {
    heading: 'The unit for your area',
    call: (name, number) => `${name}: call ${number}`,
    noPhone: 'This unit has not given a contact number yet.',
  },
  form: {
    heading: 'Add Contact',
    name: 'Name',
    number1: 'Mobile number',
    number2: 'Second mobile number (optional)',
    image: 'Image',
    imageHint: 'JPEG or PNG, at most 1 MB',
    submit: 'Add Contact',
    sending: 'Adding…',
    preview: 'The chosen image',
  },
  list: {
    heading: 'Added contacts',
    none: 'No contacts have been added yet.',
    edit: (name) => `${name}: edit`,
    delete: (name) => `${name}: delete`,
  },
  update: {
    title: 'Update Your Contact Info',
    submit: 'Update',
    cancel: 'Cancel',
  },
  confirmDelete: 'Are you sure you want to delete this contact ?',
  toasts: {
    added: 'Admin contact added successfully',
    updated: 'Contact Updated',
    deleted: 'Contact Deleted',
    deleteDenied: 'Super Admin Can Only Delete Contact',
  },
};

export const contactTexts = localized(bn, en);
