import { Slot } from '@radix-ui/react-slot';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Anything a form library may hand over: a message, messages, or `{ message }` objects (react-hook-form, zod). */
type FieldErrors =
  string | null | undefined | ReadonlyArray<string | { message?: string } | null | undefined>;

function errorMessages(errors: FieldErrors): string[] {
  if (!errors) return [];
  const list = typeof errors === 'string' ? [errors] : errors;
  const messages = list.map((error) => (typeof error === 'string' ? error : error?.message)).filter(Boolean);
  return [...new Set(messages as string[])];
}

function FieldLabel({ className, htmlFor, children, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="field-label"
      htmlFor={htmlFor}
      className={cn('text-sm font-semibold text-ink', className)}
      {...props}
    >
      {children}
    </label>
  );
}

function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-hint" className={cn('text-sm text-ink-muted', className)} {...props} />;
}

/** The field's error, announced as it appears. Renders nothing without a message. */
function FieldError({
  errors,
  className,
  ...props
}: Omit<ComponentProps<'p'>, 'children'> & { errors: FieldErrors }) {
  const messages = errorMessages(errors);
  if (messages.length === 0) return null;
  return (
    <p
      role="alert"
      data-slot="field-error"
      className={cn('text-sm font-medium text-danger', className)}
      {...props}
    >
      {messages.join(' ')}
    </p>
  );
}

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrors;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  /** One control (Input, Select, textarea...); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement;
};

/** Label, control, hint and error wired together; knows nothing about form libraries. */
function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = errorMessages(error).length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="field" data-invalid={invalid || undefined} className={cn('grid gap-1.5', className)}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <Slot id={controlId} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
        {children}
      </Slot>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} errors={error} />
    </div>
  );
}

export { Field, FieldError, FieldHint, FieldLabel };
export type { FieldErrors, FieldProps };
