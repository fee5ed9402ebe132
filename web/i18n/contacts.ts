/**
 * Texts of the emergency contacts: the public contact page's cards and the dashboard's Add
 * Contact screen. Strings the specification gives literally are kept exactly.
 */
export const contactTexts = {
  titles: {
    contact: 'Contact For Blood',
    addContact: 'Add Contact',
  },
  public: {
    heading: 'জরুরি প্রয়োজনে কল করুন',
    intro: 'রক্তের প্রয়োজনে নিচের যেকোনো নম্বরে সরাসরি ফোন করুন, অথবা রোগীর তথ্য পাঠিয়ে দিন।',
    none: 'এখনো কোনো যোগাযোগ নম্বর যোগ করা হয়নি।',
    loadFailed: 'যোগাযোগের তালিকা আনা যায়নি।',
    call: (number: string) => `${number} নম্বরে কল করুন`,
  },
  form: {
    heading: 'Add Contact',
    name: 'নাম',
    number1: 'মোবাইল নম্বর',
    number2: 'দ্বিতীয় মোবাইল নম্বর (ঐচ্ছিক)',
    image: 'ছবি',
    imageHint: 'JPEG বা PNG, সর্বোচ্চ ১ MB',
    submit: 'Add Contact',
    sending: 'যোগ হচ্ছে…',
    preview: 'বাছাই করা ছবি',
  },
  list: {
    heading: 'Added Contact',
    none: 'এখনো কোনো যোগাযোগ যোগ করা হয়নি।',
    edit: (name: string) => `${name}: তথ্য বদলান`,
    delete: (name: string) => `${name}: মুছে ফেলুন`,
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
} as const;
