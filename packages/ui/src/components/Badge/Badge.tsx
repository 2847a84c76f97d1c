import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        neutral: 'bg-surface-muted text-ink-muted ring-1 ring-line ring-inset',
        brand: 'bg-brand-100 text-brand-800',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        danger: 'bg-danger-soft text-danger',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short label in a pill (status, category); the variant carries the meaning's colour. */
function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** Spec §4: pending and paid have their own label; every other status reads "Cancelado". */
function orderStatusLabel(status: string) {
  if (status === 'pending') return 'Aguardando aprovação';
  if (status === 'paid') return 'Pago';
  return 'Cancelado';
}

function orderStatusVariant(status: string) {
  if (status === 'pending') return 'warning';
  if (status === 'paid') return 'success';
  return 'danger';
}

type OrderStatusBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & { status: string };

/** An order's status in the spec's words and colours: pending, paid, or "Cancelado" for the rest. */
function OrderStatusBadge({ status, ...props }: OrderStatusBadgeProps) {
  return (
    <Badge data-status={status} variant={orderStatusVariant(status)} {...props}>
      {orderStatusLabel(status)}
    </Badge>
  );
}

export { Badge, badgeVariants, OrderStatusBadge, orderStatusLabel };
export type { BadgeProps, OrderStatusBadgeProps };
