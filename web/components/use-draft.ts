import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const storageKey = (name: string) => `roktosetu:draft:${name}`;

function read(name: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(storageKey(name));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Forgets a form's draft (after it is sent or kept for sending). */
export function clearDraft(name: string) {
  try {
    sessionStorage.removeItem(storageKey(name));
  } catch {
    // Storage blocked: there was nothing kept.
  }
}

/**
 * What a public form holds, kept in this tab's sessionStorage as it is typed, so that a reload or
 * an accidental Back loses nothing; put back into the fields still empty when the form opens
 * (what the person typed before the app took the page over comes first). The tab's storage ends
 * with the tab; the form clears it when it is sent. Only the form's own text values are kept.
 */
export function useDraft<V extends FieldValues>(
  name: string,
  form: UseFormReturn<V, unknown, unknown>,
) {
  const { getValues, setValue, watch } = form;
  useEffect(() => {
    const draft = read(name);
    if (draft) {
      const current = getValues() as Record<string, unknown>;
      for (const [field, value] of Object.entries(draft)) {
        if (typeof value !== 'string' || !value || !(field in current) || current[field]) continue;
        setValue(field as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
      }
    }
    const save = (values: Record<string, unknown>) => {
      const kept = Object.fromEntries(
        Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== ''),
      );
      try {
        if (Object.keys(kept).length)
          sessionStorage.setItem(storageKey(name), JSON.stringify(kept));
        else sessionStorage.removeItem(storageKey(name));
      } catch {
        // Storage full or blocked: the form still works, it just is not kept.
      }
    };
    const subscription = watch((values) => save(values as Record<string, unknown>));
    // What the form already holds: typed on a drawn page before the app took it over, or restored.
    save(getValues() as Record<string, unknown>);
    return () => subscription.unsubscribe();
  }, [name, getValues, setValue, watch]);
}
