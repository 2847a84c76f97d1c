import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const inputClasses = [
  'h-11 w-full min-w-0 rounded-control border border-line bg-surface px-3 text-base text-ink shadow-xs sm:text-sm',
  'placeholder:text-ink-muted transition-[color,box-shadow] outline-none',
  'focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-200',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger-soft',
];

/** A text-like input; pair it with `Field` for its label, hint and error. `aria-invalid` turns it red. */
function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClasses, className)} {...props} />;
}

/** A native select with the inputs' look (native, so phones show their own picker). */
function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(inputClasses, 'pr-8', className)} {...props} />;
}

/** A multi-line input with the inputs' look (e.g. an event's description). */
function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClasses, 'h-auto min-h-28 py-2.5', className)}
      {...props}
    />
  );
}

export { Input, Select, Textarea };
