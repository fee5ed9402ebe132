import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * useForm checked by a shared zod schema (common/schemas). The inputs hold text (Values) that the
 * schema turns into the body to send (Output), so its input type is not the inputs' type.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, Output>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues,
  });
}
