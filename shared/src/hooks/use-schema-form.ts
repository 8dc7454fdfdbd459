import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * The house form pattern, react-hook-form checked by a contract's zod schema (zod or zod/mini),
 * for an app that does not depend on react-hook-form and its resolvers itself (the public
 * content remote): the schema that the API applies decides what the form accepts, with the
 * same messages.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: $ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useForm<Input, unknown, Output>({ ...options, resolver });
}
