// Binds a react-hook-form form to a controlled, form-library agnostic screen: the screen gets `values`
// and `errors` by field path and answers with whole new values; the form keeps state and validation.
import { fromDateTimeLocal, toNumber } from '@bilheteria/ui';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { z } from './zod';

const ERROR_META = new Set(['message', 'type', 'types', 'ref', 'root']);

/**
 * react-hook-form's nested errors as messages by dotted path: `{ categories: [{ lots: [, { price }] }] }`
 * → `{ 'categories.0.lots.1.price': '...' }`. An array's own error (`root`) is reported at the array's path.
 */
export function flattenErrors(errors: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  function walk(node: unknown, path: string) {
    if (typeof node !== 'object' || node === null) return;
    const { message, root } = node as { message?: unknown; root?: unknown };
    if (typeof message === 'string' && message !== '' && path) messages[path] ??= message;
    if (root) walk(root, path);
    for (const [key, child] of Object.entries(node)) {
      if (!ERROR_META.has(key)) walk(child, path ? `${path}.${key}` : key);
    }
  }
  walk(errors, '');
  return messages;
}

export interface FormBinding<T> {
  values: T;
  errors: Record<string, string>;
  submitCount: number;
  onChange(next: T): void;
}

/**
 * What a controlled screen needs from `form`. `onChange` writes only the top-level fields whose value
 * changed (the screen copies the others by reference), and validates them again once the form was submitted.
 */
export function useFormBinding<T extends FieldValues>(form: UseFormReturn<T>): FormBinding<T> {
  const values = useWatch({ control: form.control }) as T;
  const { errors, isSubmitted, submitCount } = form.formState;

  function onChange(next: T) {
    for (const key of Object.keys(next) as Array<Path<T>>) {
      const value = next[key as keyof T];
      if (value !== values[key as keyof T]) {
        form.setValue(key, value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        });
      }
    }
  }

  return { values, errors: flattenErrors(errors), submitCount, onChange };
}

export const isBlank = (value: string) => value.trim() === '';

/** A number input's text: blank (coerced later, spec §5) or a number within [min, max], whole if asked. */
export function numberText(
  message: string,
  { min, max, integer }: { min: number; max: number; integer?: boolean },
) {
  return z.string().refine((value) => {
    if (isBlank(value)) return true;
    const number = toNumber(value, Number.NaN);
    return number >= min && number <= max && (!integer || Number.isInteger(number));
  }, message);
}

/** True when both datetime-local values are set and the end is not after the start. */
export function endsBeforeStart(start: string, end: string): boolean {
  const from = fromDateTimeLocal(start);
  const to = fromDateTimeLocal(end);
  return from !== null && to !== null && to <= from;
}
