import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../constants.ts';
import { optionalPhoneNumber, phoneNumber, PHONE_MESSAGES } from './phone.ts';
import { pageFields, pageIndex } from './pagination.ts';

/** The messages of the contact form (and of phone numbers on the blood request form). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  numberRequired: PHONE_MESSAGES.required,
  minLength: PHONE_MESSAGES.minLength,
  maxLength: PHONE_MESSAGES.maxLength,
  digitsOnly: PHONE_MESSAGES.digitsOnly,
  imageRequired: 'Image is required',
  imageTooLarge: 'Maximum file size: 1 MB',
  imageType: 'Only JPEG or PNG images',
} as const;

export { optionalPhoneNumber, phoneNumber };

const text = (value: unknown) => (value === undefined || value === null ? '' : value);

/** Contact cards on the public page, per page (our choice). */
export const CONTACTS_PAGE_SIZE = 8;
/**
 * The dashboard grid's bare array (GET /contacts/dashboard without `pageNumber`, as the original
 * app reads it) holds at most this many when no `limit` is given; a page holds at most MAX_PAGE_SIZE.
 */
export const CONTACTS_DASHBOARD_MAX = 200;
export const CONTACT_NAME_MAX = 60;

/** The path of an image this server stores (POST /api/uploads/image answers it as data.url). */
export const imagePath = (id: string) => `/api/images/${id}`;

/**
 * A contact without a picture of its own (its picture was removed) shows this one: a plain
 * placeholder this server draws at GET /api/images/{this id}, so that a card's `img` is always a
 * picture's address (the original app's client fails on null).
 */
export const PLACEHOLDER_IMAGE_ID = '00000000-0000-0000-0000-000000000000';
export const PLACEHOLDER_IMAGE = imagePath(PLACEHOLDER_IMAGE_ID);
const IMAGE_URL =
  /^(?:https?:\/\/[^/\s]+)?\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The image id inside one of our /api/images/ URLs, or null for anything else. */
export function imageIdOf(url: string): string | null {
  return IMAGE_URL.exec(url)?.[1]?.toLowerCase() ?? null;
}

const contactName = z.preprocess(
  text,
  z
    .string({ error: 'must be text' })
    .normalize('NFC')
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_NAME_MAX, `Maximum length ${CONTACT_NAME_MAX}`),
);

/** PATCH /api/contact/{id}, and the fields the add form shares with it. */
export const contactUpdateBody = z.object({
  name: contactName,
  number1: phoneNumber,
  number2: optionalPhoneNumber,
});

/** POST /api/admin-contact: img must be one of our own /api/images/ URLs. */
export const contactBody = contactUpdateBody.extend({
  img: z.preprocess(
    text,
    z
      .string({ error: 'must be text' })
      .trim()
      .min(1, CONTACT_MESSAGES.imageRequired)
      .refine((url) => imageIdOf(url) !== null, 'must be an image uploaded to this server'),
  ),
});

export const contactsQuery = z.object({ pageNumber: pageIndex });

export const uuidParam = z.object({
  id: z.string().trim().toLowerCase().pipe(z.uuid('must be an id')).meta({ format: 'uuid' }),
});

/** What the browser can check about a chosen file before uploading it (the server checks the bytes). */
export function imageFileProblem(
  file: { size: number; type: string } | undefined | null,
): string | null {
  if (!file) return CONTACT_MESSAGES.imageRequired;
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return CONTACT_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return CONTACT_MESSAGES.imageTooLarge;
  return null;
}

export type ContactBody = z.infer<typeof contactBody>;
export type ContactUpdateBody = z.infer<typeof contactUpdateBody>;

/** A contact as the API answers it. Contact phones are the organisation's own, public by design. */
export const contactCard = z.object({
  _id: z.string(),
  name: z.string(),
  number1: z.string(),
  number2: z.string().nullable(),
  img: z.string().meta({
    description: `The picture's address on this server (/api/images/{id}); ${PLACEHOLDER_IMAGE} (a placeholder) when the contact has none. Never null.`,
  }),
});
export type ContactCard = z.infer<typeof contactCard>;

export const contactsPage = z.object({
  contacts: z.array(contactCard),
  pageCount: z.number().int(),
});
export type ContactsPage = z.infer<typeof contactsPage>;

/** GET /api/contacts/dashboard: the bare array (original app), or with `pageNumber` a page. */
export const contactsDashboardAnswer = z.union([
  z.array(contactCard),
  z.object({ contacts: z.array(contactCard), ...pageFields }),
]);

export const imageUploadAnswer = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswer>;
