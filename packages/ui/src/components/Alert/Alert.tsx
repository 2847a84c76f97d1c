import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const alertVariants = cva(
  'flex items-start gap-3 rounded-control border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      tone: {
        info: 'border-brand-200 bg-brand-50 text-brand-800',
        success: 'border-success/30 bg-success-soft text-success',
        danger: 'border-danger/30 bg-danger-soft text-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const icons = { info: Info, success: CircleCheck, danger: CircleAlert } as const;

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * A message box. It has no live-region role of its own: pass `role="alert"` for errors that must
 * interrupt, or place it inside a `role="status"` container for polite notices.
 */
function Alert({ className, tone, children, ...props }: AlertProps) {
  const Icon = icons[tone ?? 'info'];
  return (
    <div
      data-slot="alert"
      data-tone={tone ?? 'info'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

export { Alert, alertVariants };
export type { AlertProps };
