// Sizes and selectors shared by the charts (ReportCharts, loaded lazily) and the screen, which must
// not import the charts' module itself.

/** The chart's own drawing (legend icons are SVGs too): what the PNG export draws. */
const CHART_SURFACE = '.recharts-wrapper > svg.recharts-surface';

const DAILY_CHART_HEIGHT = 320;
/** The legend above the daily chart. */
const DAILY_LEGEND_HEIGHT = 28;

const BAR_HEIGHT = 44;
const topLotsChartHeight = (bars: number) => bars * BAR_HEIGHT + 40;

export { CHART_SURFACE, DAILY_CHART_HEIGHT, DAILY_LEGEND_HEIGHT, topLotsChartHeight };
