import { FileSpreadsheet, ReceiptText } from 'lucide-react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DayRangeFilter } from '../../components/DayRangeFilter';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import type { CalendarDay, DayRange } from '../../lib/calendar-day';
import { formatMoney } from '../../lib/format';
import type { StatementFigures } from '../../lib/report-csv';
import { StatementChart } from './StatementChart';
import { texts } from './texts';

type StatementScreenProps = {
  status: 'loading' | 'error' | 'success';
  /** The server's message when loading failed. */
  error?: string | null;
  /** GET /organizers/me/statement's figures for `range`, in reais. */
  statement?: StatementFigures | null;
  range: DayRange;
  /** Today in São Paulo, for the quick ranges. */
  today: CalendarDay;
  onApplyRange(range: DayRange): void;
  /** "Baixar CSV": the host writes the file (Excel-BR, like the report's). */
  onExportCsv(): void;
  onRetry?(): void;
};

const FIGURES = [
  'gross',
  'discounts',
  'refunds',
  'chargebacks',
  'platformFee',
  'providerFees',
  'net',
  'credited',
] as const satisfies readonly (keyof StatementFigures)[];

const isEmpty = (statement: StatementFigures) => FIGURES.every((key) => statement[key] === 0);

function Figures({ statement, onExportCsv }: { statement: StatementFigures; onExportCsv(): void }) {
  const held = Math.round((statement.net - statement.credited) * 100) / 100;
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{texts.figuresTitle}</h2>
        <Button variant="secondary" size="sm" onClick={onExportCsv}>
          <FileSpreadsheet aria-hidden />
          {texts.csv}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-slot="statement-figures">
        {FIGURES.map((key) => (
          <div
            key={key}
            data-figure={key}
            className={key === 'net' ? 'rounded-lg bg-success-soft p-3' : 'rounded-lg bg-surface-muted p-3'}
          >
            <dt className="text-sm text-ink-muted">{texts.figures[key]}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatMoney(statement[key])}</dd>
            {key in texts.hints ? (
              <dd className="text-xs text-ink-muted">{texts.hints[key as keyof typeof texts.hints]}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      {held > 0 ? <Alert tone="info">{texts.notCredited(held)}</Alert> : null}
    </Card>
  );
}

/**
 * "Extrato" (issue #31): the organizer's money over a period — gross sales, what came off them (discounts, refunds,
 * chargebacks, the platform's commission), the net that is the organizer's and how much of it Asaas has credited;
 * a chart from gross to net and the CSV. Presentational: the host loads the statement for the range.
 */
function StatementScreen({
  status,
  error,
  statement,
  range,
  today,
  onApplyRange,
  onExportCsv,
  onRetry,
}: StatementScreenProps) {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8" data-slot="statement-screen">
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{texts.title}</h1>
        <p className="text-sm text-ink-muted">{texts.description}</p>
      </header>
      <DayRangeFilter
        key={`${range.from}_${range.to}`}
        range={range}
        today={today}
        onApply={onApplyRange}
        slot="statement-range"
      />
      {status === 'loading' ? <LoadingState label={texts.loading} /> : null}
      {status === 'error' ? (
        <StateMessage
          role="alert"
          tone="danger"
          title={error || texts.loadFailed}
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {texts.retry}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {status === 'success' && statement && isEmpty(statement) ? (
        <StateMessage
          icon={<ReceiptText />}
          title={texts.emptyTitle}
          headingLevel="h2"
          description={texts.emptyDescription}
        />
      ) : null}
      {status === 'success' && statement && !isEmpty(statement) ? (
        <>
          <StatementChart statement={statement} />
          <Figures statement={statement} onExportCsv={onExportCsv} />
        </>
      ) : null}
    </div>
  );
}

export { StatementScreen };
export type { StatementScreenProps };
