import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { validationMessage } from '../i18n/errors.ts';
import { useLanguage } from '../i18n/language.ts';

/** Puts every message of a resolver's errors (nested fields included) in the page's language. */
function translate(errors: Record<string, unknown>): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = validationMessage(error.message);
    translate(value as Record<string, unknown>);
  }
}

/**
 * zodResolver for a shared schema (common/schemas), whose messages are English (the server says
 * the same ones): the form shows each message through the catalog, so in Bengali on a Bengali page.
 */
export function localizedZodResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors as Record<string, unknown>);
    return result;
  };
}

/**
 * The fields the schema refused, nested ones by their dotted path (`name.bn`): a message the
 * server gave, set without a type, is left out.
 */
function refusedFields(errors: object, prefix = ''): string[] {
  const found: string[] = [];
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('type' in error) {
      if (error.type) found.push(path);
    } else found.push(...refusedFields(error, path));
  }
  return found;
}

/**
 * After a language switch, checks again the fields the schema refused, so that their messages are
 * in the new language (a message the server gave, set without a type, is left as it is). A hook:
 * for a form made with useForm and localizedZodResolver; useZodForm calls it itself.
 */
export function useRecheckOnLanguageSwitch<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  const language = useLanguage();
  const checkedIn = useRef(language);
  const { formState, trigger } = form;
  useEffect(() => {
    if (checkedIn.current === language) return;
    checkedIn.current = language;
    const refused = refusedFields(formState.errors) as Path<Values>[];
    if (refused.length > 0) void trigger(refused);
  }, [language, formState, trigger]);
}

/**
 * useForm checked by a shared zod schema (common/schemas). The inputs hold text (Values) that the
 * schema turns into the body to send (Output), so its input type is not the inputs' type.
 * `options`: the rest of useForm's (when to check, e.g. `mode: 'onTouched'`).
 * After a language switch, the refused fields are checked again (useRecheckOnLanguageSwitch).
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
  defaultValues: DefaultValues<Values>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver' | 'defaultValues'> = {},
) {
  const form = useForm<Values, unknown, Output>({
    ...options,
    resolver: localizedZodResolver<Values, Output>(schema),
    defaultValues,
  });
  useRecheckOnLanguageSwitch(form);
  return form;
}
