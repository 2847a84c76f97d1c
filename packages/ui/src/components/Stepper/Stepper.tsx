import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The four checkout steps, in order (spec §2, Checkout step 1). */
const CHECKOUT_STEPS = ['Ingressos', 'Identificação', 'Resumo', 'Pagamento'] as const;

type StepperProps = Omit<ComponentProps<'nav'>, 'children'> & {
  steps: readonly string[];
  /** Zero-based index of the step the user is on. */
  current: number;
};

function stepState(index: number, current: number) {
  if (index < current) return 'complete';
  if (index === current) return 'current';
  return 'upcoming';
}

/** Progress through numbered steps (the checkout's four); the current one is marked `aria-current="step"`. */
function Stepper({
  steps,
  current,
  className,
  'aria-label': ariaLabel = 'Etapas da compra',
  ...props
}: StepperProps) {
  return (
    <nav data-slot="stepper" aria-label={ariaLabel} className={cn('w-full', className)} {...props}>
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const state = stepState(index, current);
          return (
            <li
              key={step}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="group relative flex flex-1 flex-col items-center gap-1.5 text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                    state === 'upcoming' ? 'bg-line' : 'bg-brand-600',
                  )}
                />
              ) : null}
              <span
                aria-hidden
                className={cn(
                  'relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold',
                  state === 'complete' && 'border-brand-600 bg-brand-600 text-white',
                  state === 'current' && 'border-brand-600 bg-surface text-brand-700',
                  state === 'upcoming' && 'border-line bg-surface text-ink-muted',
                )}
              >
                {state === 'complete' ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-xs sm:text-sm',
                  state === 'current' ? 'font-bold text-ink' : 'font-medium text-ink-muted',
                )}
              >
                {step}
                {state === 'complete' ? <span className="sr-only"> (concluída)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { CHECKOUT_STEPS, Stepper };
export type { StepperProps };
