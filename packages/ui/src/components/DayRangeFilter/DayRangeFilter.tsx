import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { Field, FieldError } from '../Field';
import { Input } from '../Input';
import { isCalendarDay, lastDays, type CalendarDay, type DayRange } from '../../lib/calendar-day';

/** Every word of the period filter, for review in one place. */
const texts = {
  filters: 'Período',
  from: 'De',
  to: 'Até',
  apply: 'Aplicar',
  quickRanges: 'Atalhos de período',
  last7: 'Últimos 7',
  last30: 'Últimos 30',
  today: 'Hoje',
  missingDates: 'Informe as duas datas.',
  reversedDates: 'A data inicial deve ser anterior ou igual à final.',
} as const;

type DayRangeFilterProps = {
  /** The range shown; the date inputs start from it. */
  range: DayRange;
  /** Today in São Paulo, for the quick ranges. */
  today: CalendarDay;
  /** "Aplicar" with valid dates, or a quick range. */
  onApply(range: DayRange): void;
  /** The form's `data-slot`. */
  slot?: string;
};

/**
 * "De" / "Até" with "Aplicar", and the quick ranges (the sales report's and the statement's period). Key it by the
 * range, so it starts again from a range applied elsewhere.
 */
function DayRangeFilter({ range, today, onApply, slot = 'day-range' }: DayRangeFilterProps) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function handleSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const data = new FormData(formEvent.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    if (!isCalendarDay(from) || !isCalendarDay(to)) return setError(texts.missingDates);
    if (from > to) return setError(texts.reversedDates);
    setError(null);
    onApply({ from, to });
  }

  const quickRanges = [
    { label: texts.last7, range: lastDays(today, 7) },
    { label: texts.last30, range: lastDays(today, 30) },
    { label: texts.today, range: { from: today, to: today } },
  ];

  return (
    <Card className="p-4 sm:p-5">
      <form
        noValidate
        aria-label={texts.filters}
        aria-describedby={error ? errorId : undefined}
        onSubmit={handleSubmit}
        className="flex flex-wrap items-end gap-3"
        data-slot={slot}
      >
        <Field label={texts.from} className="w-full sm:w-44">
          <Input type="date" name="from" defaultValue={range.from} aria-invalid={error ? true : undefined} />
        </Field>
        <Field label={texts.to} className="w-full sm:w-44">
          <Input type="date" name="to" defaultValue={range.to} aria-invalid={error ? true : undefined} />
        </Field>
        <Button type="submit" className="h-11">
          {texts.apply}
        </Button>
        <div role="group" aria-label={texts.quickRanges} className="flex flex-wrap gap-2 sm:ml-auto">
          {quickRanges.map((quick) => (
            <Button
              key={quick.label}
              variant="secondary"
              className="h-11"
              onClick={() => onApply(quick.range)}
            >
              {quick.label}
            </Button>
          ))}
        </div>
        <FieldError id={errorId} errors={error} className="basis-full" />
      </form>
    </Card>
  );
}

export { DayRangeFilter };
export type { DayRangeFilterProps };
