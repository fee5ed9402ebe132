import {
  imagePath,
  PLACEHOLDER_IMAGE,
  type ContactCard,
} from '../../../common/schemas/contacts.ts';
import type { ContactRecord } from '../../data/contacts.ts';

/** A contact card. Its phones are the organisation's emergency numbers, public by design (never a donor's). */
export const presentContact = (c: ContactRecord): ContactCard => ({
  _id: c.id,
  name: c.name,
  number1: c.phone1,
  number2: c.phone2,
  img: c.imageId ? imagePath(c.imageId) : PLACEHOLDER_IMAGE,
});
