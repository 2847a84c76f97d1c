import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { dayTicks, type ReportDay, type ReportLot } from '../../lib/report';
import { formatCount, formatDay, formatDayMonth, formatMoney, formatMoneyShort } from './format';
import { chartColors, DAILY_CHART_HEIGHT, topLotsChartHeight } from './chart-layout';
import { texts } from './texts';

// The only module of the package that imports recharts, loaded lazily by LazyCharts.

const colors = chartColors;

const axisTick = { fill: colors.axis, fontSize: 12 };

type DailySalesChartProps = {
  days: ReportDay[];
  /** A sentence describing the data, read by screen readers as the chart's description. */
  description: string;
};

/** Revenue on the left axis, tickets on the right; at most 12 day ticks on the x axis (spec §9). */
function DailySalesChart({ days, description }: DailySalesChartProps) {
  const ticks = dayTicks(days.map((row) => row.day));
  return (
    <div data-slot="daily-sales-chart" className="grid gap-2">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted" data-slot="chart-legend">
        <LegendItem color={colors.revenue} label={texts.revenueSeries} />
        <LegendItem color={colors.tickets} label={texts.ticketsSeries} dashed />
      </ul>
      <LineChart
        responsive
        data={days}
        style={{ width: '100%', height: DAILY_CHART_HEIGHT }}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        title={texts.dailyTitle}
        desc={description}
      >
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis
          dataKey="day"
          ticks={ticks}
          tickFormatter={formatDayMonth}
          tick={axisTick}
          stroke={colors.grid}
        />
        {/* Axis titles live in the SVG, so the exported PNG still says which line is which. */}
        <YAxis
          yAxisId="revenue"
          width={88}
          tickFormatter={formatMoneyShort}
          tick={{ ...axisTick, fill: colors.revenue }}
          stroke={colors.grid}
          label={{
            value: texts.revenueSeries,
            angle: -90,
            position: 'insideLeft',
            style: { textAnchor: 'middle', fill: colors.revenue, fontSize: 12, fontWeight: 600 },
          }}
        />
        <YAxis
          yAxisId="tickets"
          orientation="right"
          width={56}
          allowDecimals={false}
          tickFormatter={formatCount}
          tick={{ ...axisTick, fill: colors.tickets }}
          stroke={colors.grid}
          label={{
            value: texts.ticketsSeries,
            angle: 90,
            position: 'insideRight',
            style: { textAnchor: 'middle', fill: colors.tickets, fontSize: 12, fontWeight: 600 },
          }}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value, _name, item) =>
            item.dataKey === 'revenue' ? formatMoney(Number(value)) : formatCount(Number(value))
          }
        />
        <Line
          yAxisId="revenue"
          type="monotone"
          dataKey="revenue"
          name={texts.revenueSeries}
          stroke={colors.revenue}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="tickets"
          type="monotone"
          dataKey="tickets"
          name={texts.ticketsSeries}
          stroke={colors.tickets}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}

/** A pt-BR legend in HTML (recharts' own labels its icons in English). */
function LegendItem({ color, label, dashed }: { color: string; label: string; dashed?: boolean }) {
  return (
    <li className="flex items-center gap-2">
      <span
        aria-hidden
        className="inline-block w-6 border-t-2"
        style={{ borderColor: color, borderStyle: dashed ? 'dashed' : 'solid' }}
      />
      {label}
    </li>
  );
}

type TopLotsChartProps = { lots: ReportLot[]; description: string };

/** Horizontal bars, so long lot names ("PISTA — Lote 1 — Inteira") stay readable. */
function TopLotsChart({ lots, description }: TopLotsChartProps) {
  return (
    <div data-slot="top-lots-chart">
      <BarChart
        responsive
        layout="vertical"
        data={lots}
        style={{ width: '100%', height: topLotsChartHeight(lots.length) }}
        margin={{ top: 4, right: 16, bottom: 0, left: 4 }}
        title={texts.topLotsTitle}
        desc={description}
      >
        <CartesianGrid stroke={colors.grid} horizontal={false} />
        <XAxis type="number" tickFormatter={formatMoneyShort} tick={axisTick} stroke={colors.grid} />
        <YAxis
          type="category"
          dataKey="name"
          width={150}
          // Long names wrap onto two lines, then end in an ellipsis; the data table has them whole.
          tick={{ ...axisTick, fill: '#1b1523', maxLines: 2 }}
          stroke={colors.grid}
        />
        <Tooltip formatter={(value) => formatMoney(Number(value))} cursor={{ fill: '#f5f3fa' }} />
        <Bar
          dataKey="revenuePaid"
          name={texts.lotRevenue}
          fill={colors.revenue}
          radius={[0, 6, 6, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}

export { DailySalesChart, TopLotsChart };
