// Sizes and selectors shared by the charts (ReportCharts, loaded lazily) and the screen, which must
// not import the charts' module itself.

/** The chart's own drawing (legend icons are SVGs too): what the PNG export draws. */
const CHART_SURFACE = '.recharts-wrapper > svg.recharts-surface';

const DAILY_CHART_HEIGHT = 320;
/** The legend above the daily chart. */
const DAILY_LEGEND_HEIGHT = 28;

const BAR_HEIGHT = 44;
const topLotsChartHeight = (bars: number) => bars * BAR_HEIGHT + 40;

/**
 * Literal colours, not CSS variables: the PNG export draws the SVG outside the page, where the
 * design tokens do not resolve. Values are the tokens' (brand-600, ink-muted, line) plus a teal that
 * keeps 4.5:1 on white; the tickets line is also dashed, so the series differ by more than colour.
 */
const chartColors = {
  revenue: '#7222d6',
  tickets: '#0f766e',
  axis: '#5b5467',
  grid: '#e3e0ea',
} as const;

export { CHART_SURFACE, chartColors, DAILY_CHART_HEIGHT, DAILY_LEGEND_HEIGHT, topLotsChartHeight };
