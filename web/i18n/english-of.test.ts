import { expect, it } from 'vitest';
import { donorsText } from './donors.ts';
import { englishOf } from './language.ts';

// The tests run in Bengali, the default language, as the browser tests' Node side does.
it('englishOf gives the English half of a namespace loaded in Bengali, and an English one itself', () => {
  expect(donorsText.modals.profile).toBe('রক্তদাতার প্রোফাইল');
  const english = englishOf(donorsText);
  expect(english.modals.profile).toBe('Donor profile');
  expect(english.table.openProfile('Amina')).toBe("Amina's profile");
  expect(englishOf(english)).toBe(english);
});
