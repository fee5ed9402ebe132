import { z } from 'zod';
import { contactUpdateBody, imageFileProblem } from '../../../common/schemas/contacts.ts';

/** The inputs of the contact forms as typed. */
export interface ContactFormValues {
  name: string;
  number1: string;
  number2: string;
}

export interface AddContactValues extends ContactFormValues {
  image: FileList | null;
}

/** The add form: the server's contact fields plus the photo, checked before it is uploaded. */
export const addContactForm = contactUpdateBody.extend({
  image: z.any().transform((files: FileList | File[] | null | undefined, ctx) => {
    const file = files?.[0];
    const problem = imageFileProblem(file);
    if (problem || !file) {
      ctx.addIssue({ code: 'custom', message: problem ?? '' });
      return z.NEVER;
    }
    return file;
  }),
});

export type AddContactOutput = z.infer<typeof addContactForm>;
