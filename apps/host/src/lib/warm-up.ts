import {
  cn,
  formatDayNumber,
  formatLongDate,
  formatMonthShort,
  formatMoney,
  formatShortDate,
  formatTime,
} from '@bilheteria/ui';

/**
 * One-time set-up costs the first page's render would otherwise pay inside its one long task: tailwind-merge
 * builds its class map on its first call, and every Intl formatter loads its locale and time zone data when
 * built. Each runs here in a task of its own, while the page's chunk and data are still on the way.
 */
const tasks: Array<() => unknown> = [
  () => cn('p-0', 'p-1'),
  () => formatDayNumber(0),
  () => formatMonthShort(0),
  () => formatLongDate(0),
  () => formatMoney(0),
  () => formatShortDate(0),
  () => formatTime(0),
];

/** Schedules the warm-up tasks, one macrotask each, so none of them blocks the main thread for long. */
export function warmUp(): void {
  for (const task of tasks) setTimeout(task, 0);
}
