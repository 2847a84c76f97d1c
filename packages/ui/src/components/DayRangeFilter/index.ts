export { DayRangeFilter } from './DayRangeFilter';
export type { DayRangeFilterProps } from './DayRangeFilter';
