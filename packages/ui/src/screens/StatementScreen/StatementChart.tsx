import { useId } from 'react';
import { Card } from '../../components/Card';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import type { StatementFigures } from '../../lib/report-csv';
import { texts } from './texts';

/** The bars, top to bottom: what was sold, what came off it, and what is left for the organizer. */
const BARS = [
  { key: 'gross', sign: 1, tone: 'fill-brand-300' },
  { key: 'discounts', sign: -1, tone: 'fill-warning' },
  { key: 'refunds', sign: -1, tone: 'fill-danger' },
  { key: 'chargebacks', sign: -1, tone: 'fill-danger' },
  { key: 'platformFee', sign: -1, tone: 'fill-ink-muted' },
  { key: 'net', sign: 1, tone: 'fill-success' },
] as const satisfies ReadonlyArray<{ key: keyof StatementFigures; sign: 1 | -1; tone: string }>;

/**
 * "Do bruto ao líquido": one SVG bar per figure, as long as its share of the largest. The bars are drawings
 * (hidden from screen readers); each row's label and amount are text, and the caption says the gist.
 */
function StatementChart({ statement }: { statement: StatementFigures }) {
  const titleId = useId();
  const largest = Math.max(...BARS.map(({ key }) => Math.abs(statement[key])), 0.01);
  return (
    <Card className="grid gap-4 p-5">
      <figure aria-labelledby={titleId} className="grid gap-4" data-slot="statement-chart">
        <figcaption className="grid gap-1">
          <h2 id={titleId} className="text-lg font-bold">
            {texts.chartTitle}
          </h2>
          <p className="text-sm text-ink-muted">{texts.chartSummary(statement.gross, statement.net)}</p>
        </figcaption>
        <ul className="grid gap-3">
          {BARS.map(({ key, sign, tone }) => {
            const value = statement[key];
            const share = Math.abs(value) / largest;
            return (
              <li
                key={key}
                className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 sm:grid-cols-[13rem_1fr_8rem]"
              >
                <span className="text-sm font-medium">{texts.figures[key]}</span>
                <svg
                  aria-hidden
                  className="col-span-2 row-start-2 h-4 w-full overflow-hidden rounded-sm sm:col-span-1 sm:row-start-auto"
                  preserveAspectRatio="none"
                  viewBox="0 0 100 16"
                >
                  <rect x="0" y="0" width="100" height="16" className="fill-surface-muted" />
                  {value !== 0 ? (
                    <rect x="0" y="0" width={Math.max(share * 100, 0.5)} height="16" className={tone} />
                  ) : null}
                </svg>
                <span
                  className={cn(
                    'text-right text-sm font-semibold tabular-nums',
                    sign < 0 && value !== 0 && 'text-danger',
                  )}
                >
                  {sign < 0 && value !== 0 ? `− ${formatMoney(value)}` : formatMoney(value)}
                </span>
              </li>
            );
          })}
        </ul>
      </figure>
    </Card>
  );
}

export { StatementChart };
