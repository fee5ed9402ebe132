import { afterEach, describe, expect, it } from 'vitest';
import { prepareTakeOver } from './take-over.ts';

/**
 * A page the server drew is typed into before the app arrives; the app's forms then set their
 * fields to their starting values. Whatever was typed or chosen must come back, told to the forms.
 */
function drawnForm() {
  document.body.innerHTML = `
    <div id="root"><form>
      <input id="name" name="name" value="">
      <input id="untouched" name="untouched" value="drawn">
      <select id="group" name="group"><option value="" selected>Choose</option><option value="aPositive">A+</option></select>
      <input id="agree" type="checkbox">
    </form></div>`;
  const root = document.getElementById('root')!;
  const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const heard: string[] = [];
  for (const type of ['input', 'change', 'focusin'])
    root.addEventListener(type, (event) =>
      heard.push(`${type}:${(event.target as HTMLElement).id}`),
    );
  return { root, field, heard };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over a drawn page', () => {
  it('puts back what was typed, chosen and ticked, and tells the form with the events typing sends', () => {
    const { root, field, heard } = drawnForm();
    field<HTMLInputElement>('name').value = 'Rahima';
    field<HTMLSelectElement>('group').value = 'aPositive';
    field<HTMLInputElement>('agree').checked = true;
    const takeOver = prepareTakeOver(root);
    // The app's form sets its fields to their starting values as it takes over.
    field<HTMLInputElement>('name').value = '';
    field<HTMLSelectElement>('group').value = '';
    field<HTMLInputElement>('agree').checked = false;
    takeOver.finish();
    expect(field<HTMLInputElement>('name').value).toBe('Rahima');
    expect(field<HTMLSelectElement>('group').value).toBe('aPositive');
    expect(field<HTMLInputElement>('agree').checked).toBe(true);
    expect(heard).toEqual([
      'input:name',
      'change:name',
      'input:group',
      'change:group',
      'input:agree',
      'change:agree',
    ]);
  });

  it('tells the form of a choice it still shows but never heard, and leaves untouched fields alone', () => {
    const { root, field, heard } = drawnForm();
    field<HTMLSelectElement>('group').value = 'aPositive';
    const takeOver = prepareTakeOver(root);
    takeOver.finish();
    expect(field<HTMLInputElement>('untouched').value).toBe('drawn');
    expect(heard).toEqual(['input:group', 'change:group']);
  });

  it('repeats the focus of the field the person is in', () => {
    const { root, field, heard } = drawnForm();
    field<HTMLInputElement>('name').focus();
    heard.length = 0;
    prepareTakeOver(root).finish();
    expect(heard).toEqual(['focusin:name']);
  });
});
