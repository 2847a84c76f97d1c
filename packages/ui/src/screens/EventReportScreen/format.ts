import { formatMoney } from '../../lib/format';

const count = new Intl.NumberFormat('pt-BR');
const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "1.234" */
function formatCount(value: number) {
  return count.format(value);
}

/** Axis labels: "R$ 1,2 mil". */
function formatMoneyShort(value: number) {
  return compactMoney.format(value).replace(/\s/g, ' ');
}

/** "2025-11-15" → "15/11" (the day is already a São Paulo calendar day: no time zone involved). */
function formatDayMonth(day: string) {
  const [, month, date] = day.split('-');
  return month && date ? `${date}/${month}` : day;
}

/** "2025-11-15" → "15/11/2025". */
function formatDay(day: string) {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

export { formatCount, formatDay, formatDayMonth, formatMoney, formatMoneyShort };
