import { lazy, Suspense, type ComponentProps } from 'react';
import { DAILY_CHART_HEIGHT, DAILY_LEGEND_HEIGHT, topLotsChartHeight } from './chart-layout';
import { texts } from './texts';

// recharts is heavy: the charts load on their own, after the screen, so the figures and tables show
// at once and nothing imports recharts until a report is actually drawn.
const charts = () => import('./ReportCharts');
const LazyDailySalesChart = lazy(() => charts().then((module) => ({ default: module.DailySalesChart })));
const LazyTopLotsChart = lazy(() => charts().then((module) => ({ default: module.TopLotsChart })));

/** A box of the chart's size, so the page does not jump when the chart arrives. */
function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div
      data-slot="chart-placeholder"
      className="flex items-center justify-center rounded-control bg-surface-muted text-sm text-ink-muted"
      style={{ height }}
    >
      {texts.chartLoading}
    </div>
  );
}

type DailySalesChartProps = ComponentProps<typeof LazyDailySalesChart>;

function DailySalesChart(props: DailySalesChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder height={DAILY_CHART_HEIGHT + DAILY_LEGEND_HEIGHT} />}>
      <LazyDailySalesChart {...props} />
    </Suspense>
  );
}

type TopLotsChartProps = ComponentProps<typeof LazyTopLotsChart>;

function TopLotsChart(props: TopLotsChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder height={topLotsChartHeight(props.lots.length)} />}>
      <LazyTopLotsChart {...props} />
    </Suspense>
  );
}

export { DailySalesChart, TopLotsChart };
