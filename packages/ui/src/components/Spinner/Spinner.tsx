import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Announced to screen readers; "Carregando" unless the context says more. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A spinning icon announced as a status; `label` says what is loading. */
function Spinner({ label = 'Carregando', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn('inline-flex text-brand-600', className)}
      {...props}
    >
      <LoaderCircle
        aria-hidden
        className={cn('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', sizes[size])}
      />
    </span>
  );
}

export { Spinner };
export type { SpinnerProps };
