import { get, useFormContext } from 'react-hook-form';

/** The message under a field of the form around it, if the schema refused its value. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}
