type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field's value as the person left it: text, the chosen option, or ticked. */
const valueOf = (field: Field): string | boolean =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked
    : field.value;

/** Whether the person changed the field from what the page was drawn with. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    // The option drawn as chosen (the first one when none is marked); no select here is multiple.
    const drawn = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (drawn?.value ?? '');
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * On a page the server drew, the person can type into its fields before the app has arrived. The
 * app's forms set their fields to their starting values when they take over (react-hook-form does),
 * which would wipe that text, or keep it on screen without knowing it: this notes what was typed
 * or chosen, and `finish` (called once the app has taken over) puts it back with the input and
 * change events a person's typing sends, so that the forms record it as if it had been typed
 * then; and again, where it was changed, after the app's effects have run. The field the person is in is focused again too (a focusin event, as React's onFocus
 * hears it): a form that loads its code when first touched has not seen that touch.
 */
export function prepareTakeOver(root: HTMLElement): { finish(): void } {
  const kept = [...root.querySelectorAll<Field>('input, select, textarea')]
    .filter((field) => field.type !== 'file' && field.type !== 'hidden' && changed(field))
    .map((field) => ({ field, value: valueOf(field) }));
  /** `always`: send the events even where the field still shows the value (the form may not know it). */
  const put = (always: boolean) => {
    for (const { field, value } of kept) {
      if (!field.isConnected || (!always && valueOf(field) === value)) continue;
      if (typeof value === 'boolean') (field as HTMLInputElement).checked = value;
      else field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  return {
    finish() {
      put(true);
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body && root.contains(focused))
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      // Effects run after the first frame; a form that resets itself there is answered after it.
      requestAnimationFrame(() => setTimeout(() => put(false), 0));
    },
  };
}
