import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';

type MoneyProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Reais, as the API sends them (1234.5 → "R$ 1.234,50"). */
  value: number;
};

/** An amount in reais with 2 decimals, pt-BR style ("R$ 1.234,50"), never wrapping across lines. */
function Money({ value, className, ...props }: MoneyProps) {
  return (
    <span data-slot="money" className={cn('whitespace-nowrap tabular-nums', className)} {...props}>
      {formatMoney(value)}
    </span>
  );
}

export { Money };
export type { MoneyProps };
