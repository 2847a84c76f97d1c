import { ArrowLeft, Download, FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DayRangeFilter } from '../../components/DayRangeFilter';
import { Money } from '../../components/Money';
import type { CalendarDay, DayRange } from '../../lib/calendar-day';
import { cn } from '../../lib/cn';
import { formatLongDate, formatTime } from '../../lib/format';
import { AppLink } from '../../lib/link';
import {
  topLotsByRevenue,
  type ReportDay,
  type ReportEvent,
  type ReportLot,
  type ReportCoupon,
  type ReportMeiaEntrada,
  type ReportOrder,
  type ReportTotals,
} from '../../lib/report';
import { svgToPngBlob, type PngFrame } from '../../lib/svg-png';
import { formatCount, formatDay, formatMoney } from './format';
import { CHART_SURFACE, chartColors } from './chart-layout';
import { DailySalesChart, TopLotsChart } from './LazyCharts';
import { CheckInReport, type CheckInFigures } from '../EventDoorScreen/CheckInReport';
import {
  DailyDataTable,
  CouponsTable,
  LotsTable,
  OrdersTable,
  PaymentsTable,
  TopLotsDataTable,
  type ReportPaymentRow,
} from './ReportTables';
import { texts } from './texts';

type EventReportStatus = 'loading' | 'error' | 'success';

/** What the three report calls answer, for the range shown. */
type EventReportData = {
  totals: ReportTotals;
  lots: ReportLot[];
  /** The "Meia-entrada" card, for an event the law covers (issue #14). */
  meiaEntrada?: ReportMeiaEntrada | null;
  /** One row per day of the range, as the server sends it. */
  daily: ReportDay[];
  orders: ReportOrder[];
  /** Per coupon of the event (issue #18); absent or empty: the section is not shown. */
  coupons?: ReportCoupon[];
  /** Live check-in at the door and "Entradas duplicadas" (issue #17); absent: not shown. */
  checkIn?: CheckInFigures | null;
  /**
   * Sales by payment method ("Pix", "Cartão") and the card's by installment count (issue #27), with the buyers'
   * interest apart; absent or empty: not shown.
   */
  payments?: { byMethod: ReportPaymentRow[]; byInstallments: ReportPaymentRow[] } | null;
};

type EventReportScreenProps = {
  status: EventReportStatus;
  /** Shown in red when `status` is "error" (the server's message, else "Falha ao carregar relatório"). */
  error?: string | null;
  /** The event's header; may stay while a new range loads. */
  event?: ReportEvent | null;
  /** Required when `status` is "success". */
  report?: EventReportData | null;
  /** The range asked for; the date inputs start from it. */
  range: DayRange;
  /** Today in São Paulo, for the quick ranges. */
  today: CalendarDay;
  backHref: string;
  /** "Aplicar" with valid dates, or a quick range. */
  onApplyRange(range: DayRange): void;
  onExportDailyCsv(): void;
  onExportOrdersCsv(): void;
  /** "Baixar PNG": the daily chart drawn as a PNG, for the host to save. */
  onDownloadPng(png: Blob): void;
  /**
   * Lugares marcados (issue #29): the map of sold seats (SoldSeatsMap) of an event with a seat map, shown in a
   * card after the lots whatever the range (a seat's state is now, not of the period); null without a map.
   */
  seats?: ReactNode;
};

/** The PNG is drawn at twice the chart's size so it stays sharp when zoomed or printed. */
const PNG_SCALE = 2;

/** Spec §2 "Event report" (/organizer/reports/{id}). */
function EventReportScreen({
  status,
  error,
  event,
  report,
  range,
  today,
  backHref,
  onApplyRange,
  onExportDailyCsv,
  onExportOrdersCsv,
  onDownloadPng,
  seats = null,
}: EventReportScreenProps) {
  const titleId = useId();
  return (
    <section
      data-slot="event-report-screen"
      aria-labelledby={titleId}
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8"
    >
      <div className="grid gap-3">
        <AppLink
          href={backHref}
          className="inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {texts.back}
        </AppLink>
        <EventHeader event={event} titleId={titleId} />
      </div>

      <DayRangeFilter
        key={`${range.from}_${range.to}`}
        range={range}
        today={today}
        onApply={onApplyRange}
        slot="report-range"
      />

      <div role="status" className="empty:hidden">
        {status === 'loading' ? (
          <p className="flex items-center gap-2 py-8 text-ink-muted">
            <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
            {texts.loading}
          </p>
        ) : null}
      </div>

      {status === 'error' ? (
        <Alert tone="danger" role="alert">
          {error || texts.loadFailed}
        </Alert>
      ) : null}

      {status === 'success' && report ? (
        <ReportContent
          report={report}
          eventTitle={event?.title ?? null}
          range={range}
          onExportDailyCsv={onExportDailyCsv}
          onExportOrdersCsv={onExportOrdersCsv}
          onDownloadPng={onDownloadPng}
        />
      ) : null}

      {status === 'success' && seats ? (
        <Card data-slot="report-seats" className="min-w-0">
          <div className="grid min-w-0 gap-4 p-4 sm:p-6">{seats}</div>
        </Card>
      ) : null}
    </section>
  );
}

function EventHeader({ event, titleId }: { event?: ReportEvent | null; titleId: string }) {
  const when = event?.startDate
    ? [formatLongDate(event.startDate), formatTime(event.startDate)].filter(Boolean).join(' · ')
    : '';
  const details = [when, event?.city].filter(Boolean).join(' · ');
  return (
    <header className="grid gap-1">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{texts.eyebrow}</p>
      <h1 id={titleId} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {event?.title || texts.fallbackTitle}
      </h1>
      {details ? <p className="text-ink-muted">{details}</p> : null}
    </header>
  );
}

type ReportContentProps = Pick<
  EventReportScreenProps,
  'range' | 'onExportDailyCsv' | 'onExportOrdersCsv' | 'onDownloadPng'
> & { report: EventReportData; eventTitle: string | null };

function ReportContent({
  report,
  eventTitle,
  range,
  onExportDailyCsv,
  onExportOrdersCsv,
  onDownloadPng,
}: ReportContentProps) {
  const totalsId = useId();
  const lotsId = useId();
  const couponsId = useId();
  const paymentsId = useId();
  const ordersId = useId();
  return (
    <>
      <section aria-labelledby={totalsId} data-slot="report-totals">
        <h2 id={totalsId} className="sr-only">
          {texts.totals}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <TotalCard label={texts.ordersPaid}>{formatCount(report.totals.ordersPaid)}</TotalCard>
          <TotalCard label={texts.tickets}>{formatCount(report.totals.tickets)}</TotalCard>
          <TotalCard label={texts.revenue}>
            <Money value={report.totals.revenue} />
          </TotalCard>
        </dl>
        {report.meiaEntrada?.lei ? (
          <dl data-slot="report-meia-entrada" className="mt-4">
            <TotalCard label={texts.meiaEntrada}>
              <span className="grid gap-1 text-base font-semibold">
                <span>{texts.meiaCounts(report.meiaEntrada)}</span>
                <span className="text-sm font-medium text-ink-muted">
                  {texts.meiaShare(report.meiaEntrada.percentualVendidos)}
                </span>
              </span>
            </TotalCard>
          </dl>
        ) : null}
      </section>

      {/* min-w-0: a grid item is as wide as its widest table otherwise, and the phone page scrolls sideways. */}
      <div className="grid min-w-0 gap-6 lg:grid-cols-5">
        <DailySection
          days={report.daily}
          eventTitle={eventTitle}
          range={range}
          onExportDailyCsv={onExportDailyCsv}
          onDownloadPng={onDownloadPng}
          className="lg:col-span-3"
        />
        <TopLotsSection lots={report.lots} className="lg:col-span-2" />
      </div>

      <ReportCard titleId={lotsId} title={texts.lotsTitle}>
        <LotsTable lots={report.lots} labelledBy={lotsId} />
      </ReportCard>

      {report.checkIn ? <CheckInReport checkIn={report.checkIn} /> : null}

      {report.payments && report.payments.byMethod.length > 0 ? (
        <ReportCard titleId={paymentsId} title={texts.paymentsTitle}>
          <p className="text-sm text-ink-muted">{texts.paymentsNote}</p>
          <PaymentsTable
            rows={[...report.payments.byMethod, ...report.payments.byInstallments]}
            labelledBy={paymentsId}
          />
        </ReportCard>
      ) : null}

      {report.coupons && report.coupons.length > 0 ? (
        <ReportCard titleId={couponsId} title={texts.couponsTitle}>
          <CouponsTable coupons={report.coupons} labelledBy={couponsId} />
        </ReportCard>
      ) : null}

      <ReportCard
        titleId={ordersId}
        title={texts.ordersTitle(report.orders.length)}
        actions={
          <Button variant="secondary" size="sm" onClick={onExportOrdersCsv}>
            <FileSpreadsheet aria-hidden />
            {texts.exportOrders}
          </Button>
        }
      >
        <OrdersTable orders={report.orders} labelledBy={ordersId} />
      </ReportCard>
    </>
  );
}

function TotalCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card className="grid gap-1 p-5" data-slot="report-total">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-2xl font-extrabold tracking-tight text-ink tabular-nums sm:text-3xl">{children}</dd>
    </Card>
  );
}

type ReportCardProps = {
  title: string;
  titleId: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A card with a heading and actions beside it; the heading also names the table inside. */
function ReportCard({ title, titleId, actions, className, children }: ReportCardProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <div className="grid min-w-0 content-start gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </div>
    </Card>
  );
}

/**
 * The data behind a chart, one click away for anyone who cannot read the drawing. The table is
 * rendered only once opened: 90 rows nobody asked for would weigh on every report.
 */
function ChartData({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(toggle) => setOpen(toggle.currentTarget.open)}>
      <summary className="w-fit cursor-pointer rounded-control font-semibold text-brand-700 underline-offset-4 hover:underline">
        {texts.chartData}
      </summary>
      {open ? <div className="mt-3">{children}</div> : null}
    </details>
  );
}

function describeDaily(days: ReportDay[], range: DayRange) {
  const tickets = days.reduce((sum, row) => sum + row.tickets, 0);
  const revenue = days.reduce((sum, row) => sum + row.revenue, 0);
  const best = days.reduce<ReportDay | null>(
    (top, row) => (row.revenue > (top?.revenue ?? 0) ? row : top),
    null,
  );
  return texts.dailySummary(
    formatCount(tickets),
    formatMoney(revenue),
    formatDay(range.from),
    formatDay(range.to),
    best ? `${formatDay(best.day)}, ${formatMoney(best.revenue)}` : null,
  );
}

type DailySectionProps = Pick<EventReportScreenProps, 'range' | 'onExportDailyCsv' | 'onDownloadPng'> & {
  days: ReportDay[];
  /** Named in the PNG, which leaves the page that says which event it is. */
  eventTitle: string | null;
  className?: string;
};

/** The downloaded chart's title, event and range, and legend (the page's legend is HTML, not in the SVG). */
function pngFrame(eventTitle: string | null, range: DayRange): PngFrame {
  const period = texts.pngRange(formatDay(range.from), formatDay(range.to));
  return {
    title: texts.dailyTitle,
    subtitle: eventTitle ? `${eventTitle} · ${period}` : period,
    legend: [
      { label: texts.revenueSeries, color: chartColors.revenue },
      { label: texts.ticketsSeries, color: chartColors.tickets, dashed: true },
    ],
  };
}

function DailySection({
  days,
  eventTitle,
  range,
  onExportDailyCsv,
  onDownloadPng,
  className,
}: DailySectionProps) {
  const titleId = useId();
  const tableId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const [png, setPng] = useState<'idle' | 'drawing' | 'failed'>('idle');

  async function handleDownloadPng() {
    const svg = chartRef.current?.querySelector<SVGSVGElement>(CHART_SURFACE);
    if (!svg) return setPng('failed');
    setPng('drawing');
    try {
      const blob = await svgToPngBlob(svg, PNG_SCALE, pngFrame(eventTitle, range));
      setPng('idle');
      onDownloadPng(blob);
    } catch {
      setPng('failed');
    }
  }

  return (
    <ReportCard
      titleId={titleId}
      title={texts.dailyTitle}
      className={className}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={onExportDailyCsv}>
            <FileSpreadsheet aria-hidden />
            {texts.dailyCsv}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleDownloadPng()}
            disabled={png === 'drawing'}
          >
            <Download aria-hidden />
            {png === 'drawing' ? texts.generatingPng : texts.downloadPng}
          </Button>
        </>
      }
    >
      {png === 'failed' ? (
        <Alert tone="danger" role="alert">
          {texts.pngFailed}
        </Alert>
      ) : null}
      <div ref={chartRef}>
        <DailySalesChart days={days} description={describeDaily(days, range)} />
      </div>
      <ChartData>
        <p id={tableId} className="sr-only">
          {texts.chartTable(texts.dailyTitle)}
        </p>
        <DailyDataTable days={days} labelledBy={tableId} className="max-h-80" />
      </ChartData>
    </ReportCard>
  );
}

function TopLotsSection({ lots, className }: { lots: ReportLot[]; className?: string }) {
  const titleId = useId();
  const tableId = useId();
  const top = topLotsByRevenue(lots);
  return (
    <ReportCard titleId={titleId} title={texts.topLotsTitle} className={className}>
      {top.length === 0 ? (
        <p className="text-sm text-ink-muted">{texts.topLotsEmpty}</p>
      ) : (
        <>
          <TopLotsChart
            lots={top}
            description={texts.topLotsSummary(
              top.map((lot) => `${lot.name}, ${formatMoney(lot.revenuePaid)}`).join('; '),
            )}
          />
          <ChartData>
            <p id={tableId} className="sr-only">
              {texts.chartTable(texts.topLotsTitle)}
            </p>
            <TopLotsDataTable lots={top} labelledBy={tableId} />
          </ChartData>
        </>
      )}
    </ReportCard>
  );
}

export { EventReportScreen };
export type { EventReportData, EventReportScreenProps, EventReportStatus };
