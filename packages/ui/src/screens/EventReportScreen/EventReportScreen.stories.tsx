import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHART_SURFACE } from './chart-layout';
import { EventReportScreen } from './EventReportScreen';
import {
  emptyReport,
  event,
  fullRange,
  fullReport,
  manyDaysRange,
  manyDaysReport,
  refundRange,
  refundReport,
  TODAY,
} from './fixtures';
import { catalogueDescription } from '../../catalogue/docs';
import { SoldSeatsMap } from '../../components/SeatMap';
import { theatreMap } from '../../components/SeatMap/fixtures';

const meta = {
  title: 'Screens/EventReportScreen',
  component: EventReportScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('EventReportScreen') } },
  },
  tags: ['autodocs'],
  args: {
    status: 'success',
    event,
    report: fullReport,
    range: fullRange,
    today: TODAY,
    backHref: '/organizer',
    onApplyRange: fn(),
    onExportDailyCsv: fn(),
    onExportOrdersCsv: fn(),
    onDownloadPng: fn(),
  },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof EventReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Recharts measures its box after mounting and draws the series in a later pass: wait until `drawn`
 * (the lines or the bars) is on the surface before asserting on it.
 */
async function chartSurface(canvasElement: HTMLElement, slot: string, drawn: string) {
  return waitFor(
    () => {
      const svg = canvasElement.querySelector<SVGSVGElement>(`[data-slot="${slot}"] ${CHART_SURFACE}`);
      if (!svg?.querySelector(drawn)) throw new globalThis.Error(`${slot} not drawn yet`);
      return svg;
    },
    // The charts' module loads lazily: give a cold start time.
    { timeout: 10_000 },
  );
}

const dailyChart = (canvasElement: HTMLElement) =>
  chartSurface(canvasElement, 'daily-sales-chart', '.recharts-line-curve');

function xTicks(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll(
    '[data-slot="daily-sales-chart"] .recharts-xAxis .recharts-cartesian-axis-tick',
  );
}

/** "Carregando..." while the three calls run; the event header stays when it is known. */
export const Loading: Story = {
  args: { status: 'loading', report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Festival de Verão 2025' })).toBeVisible();
    await expect(canvas.queryByText('Total de pedidos pagos')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The first load, before the event is known. */
export const LoadingFirstVisit: Story = {
  args: { status: 'loading', report: null, event: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Relatório do evento' })).toBeVisible();
  },
};

/** The failure in red: the server's message, else "Falha ao carregar relatório" (spec §8). */
export const Error: Story = {
  args: { status: 'error', error: 'Falha ao carregar relatório', report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Falha ao carregar relatório');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.queryByText('Carregando...')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Total de pedidos pagos')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeEnabled();
  },
};

/** Without a message from the host, the spec's fallback text. */
export const ErrorWithoutMessage: Story = {
  args: { status: 'error', error: null, report: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Falha ao carregar relatório');
  },
};

/** A range without sales: zeros everywhere, the exports still work. */
export const EmptyRange: Story = {
  args: { report: emptyReport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const totals = canvas.getByRole('region', { name: 'Resumo do período' });
    await expect(within(totals).getAllByText('0')).toHaveLength(2);
    await expect(within(totals).getByText('R$ 0,00')).toBeVisible();
    await expect(canvas.getByText('Nenhuma venda no período.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pedidos (0)' })).toBeVisible();
    await expect(canvas.getByText('Nenhum pedido pago no período.')).toBeVisible();
    await dailyChart(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV de Pedidos' }));
    await expect(args.onExportOrdersCsv).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'CSV Diário' }));
    await expect(args.onExportDailyCsv).toHaveBeenCalledTimes(1);
  },
};

/**
 * 30 days of sales across several lots: every section and the CSV exports. (Queries stay inside the
 * section they check: role queries over the whole page are slow on a report this size.)
 */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Festival de Verão 2025', { selector: 'h1' })).toBeVisible();
    await expect(canvas.getByText('Sábado, 20 de dezembro de 2025 · 21:00 · Fortaleza')).toBeVisible();
    await expect(canvas.getByText('Voltar', { selector: 'a' })).toHaveAttribute('href', '/organizer');
    await expect(canvas.getByLabelText('De')).toHaveValue(fullRange.from);
    await expect(canvas.getByLabelText('Até')).toHaveValue(fullRange.to);

    const totals = within(canvas.getByLabelText('Resumo do período'));
    await expect(totals.getByText('Total de pedidos pagos').nextSibling).toHaveTextContent(
      String(fullReport.totals.ordersPaid),
    );
    await expect(totals.getByText('Ingressos vendidos').nextSibling).toHaveTextContent(
      String(fullReport.totals.tickets),
    );
    await expect(totals.getByText('Receita').nextSibling).toHaveTextContent(/^R\$ [\d.]+,\d{2}$/);

    for (const title of ['Vendas por dia', 'Top 5 Lotes por Receita']) {
      await expect(canvas.getByText(title, { selector: 'h2' })).toBeVisible();
    }

    const lots = within(canvas.getByLabelText('Vendas por lote'));
    await expect(lots.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Lote',
      'Preço',
      'Planejado',
      'Vendidos (oficial)',
      'Vendidos (pagos)',
      'Receita',
      'Restam',
    ]);
    await expect(lots.getByRole('rowheader', { name: 'CORTESIA — Convidados' })).toBeInTheDocument();

    const ordersTitle = `Pedidos (${fullReport.orders.length})`;
    await expect(canvas.getByText(ordersTitle, { selector: 'h2' })).toBeVisible();
    const orders = within(canvas.getByLabelText(ordersTitle));
    await expect(orders.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Pedido',
      'Data',
      'Total',
      'Itens',
    ]);
    await expect(orders.getAllByRole('row')).toHaveLength(fullReport.orders.length + 1);

    await userEvent.click(canvas.getByText('CSV Diário', { selector: 'button' }));
    await expect(args.onExportDailyCsv).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByText('Exportar CSV de Pedidos', { selector: 'button' }));
    await expect(args.onExportOrdersCsv).toHaveBeenCalledTimes(1);
  },
};

/** The charts: named and described for screen readers, at most 12 days on the axis, five lots. */
export const Charts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = await dailyChart(canvasElement);
    await expect(daily).toHaveAccessibleName('Vendas por dia');
    await expect(daily.querySelector('desc')).toHaveTextContent(/^De 16\/10\/2025 a 15\/11\/2025: /);
    await expect(daily.querySelectorAll('.recharts-line-curve')).toHaveLength(2);
    await expect(xTicks(canvasElement).length).toBeLessThanOrEqual(12);

    const bars = await chartSurface(canvasElement, 'top-lots-chart', '.recharts-bar-rectangle');
    await expect(bars).toHaveAccessibleName('Top 5 Lotes por Receita');
    await waitFor(() => expect(bars.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5));

    // The figures behind the daily chart, as a table, on demand.
    const [dailyData] = canvas.getAllByText('Ver dados do gráfico');
    await userEvent.click(dailyData!);
    const table = within(canvas.getByLabelText('Vendas por dia (dados)'));
    await expect(table.getAllByRole('row')).toHaveLength(fullReport.daily.length + 1);
  },
};

/** "Baixar PNG" draws the line chart's SVG on a canvas and hands over a real PNG. */
export const DownloadPng: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await dailyChart(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar PNG' }));
    await waitFor(() => expect(args.onDownloadPng).toHaveBeenCalledTimes(1));
    const png = (args.onDownloadPng as ReturnType<typeof fn>).mock.calls[0]![0] as Blob;
    await expect(png.type).toBe('image/png');
    const signature = new Uint8Array(await png.slice(0, 8).arrayBuffer());
    await expect([...signature]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(png.size).toBeGreaterThan(2_000);
    // Issue #13 point 16: a band with the title, the event and range, and the legend sits above the chart
    // (84 px at scale 2), so the image explains itself away from the page.
    const chart = canvasElement.querySelector<SVGSVGElement>('.recharts-wrapper > svg.recharts-surface')!;
    const image = await createImageBitmap(png);
    await expect(image.height).toBe(Math.round(chart.getBoundingClientRect().height + 84) * 2);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The quick buttons and "Aplicar" emit the range; the host reloads. */
export const ChangeRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quick = canvas.getByRole('group', { name: 'Atalhos de período' });
    await userEvent.click(within(quick).getByRole('button', { name: 'Últimos 7' }));
    await expect(args.onApplyRange).toHaveBeenLastCalledWith({ from: '2025-11-08', to: '2025-11-15' });
    await userEvent.click(within(quick).getByRole('button', { name: 'Últimos 30' }));
    await expect(args.onApplyRange).toHaveBeenLastCalledWith({ from: '2025-10-16', to: '2025-11-15' });
    await userEvent.click(within(quick).getByRole('button', { name: 'Hoje' }));
    await expect(args.onApplyRange).toHaveBeenLastCalledWith({ from: '2025-11-15', to: '2025-11-15' });

    fireEvent.change(canvas.getByLabelText('De'), { target: { value: '2025-09-01' } });
    fireEvent.change(canvas.getByLabelText('Até'), { target: { value: '2025-09-30' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApplyRange).toHaveBeenLastCalledWith({ from: '2025-09-01', to: '2025-09-30' });
    await expect(args.onApplyRange).toHaveBeenCalledTimes(4);
  },
};

/** A start after the end (or a blank date) is refused before anything is asked. */
export const InvalidRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    fireEvent.change(canvas.getByLabelText('De'), { target: { value: '2025-11-20' } });
    fireEvent.change(canvas.getByLabelText('Até'), { target: { value: '2025-11-10' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A data inicial deve ser anterior ou igual à final.',
    );
    await expect(canvas.getByLabelText('De')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(canvas.getByLabelText('De'), { target: { value: '' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Informe as duas datas.');
    await expect(args.onApplyRange).not.toHaveBeenCalled();
  },
};

/** 90 days: the x axis still shows at most 12 days. */
export const ManyDays: Story = {
  args: { report: manyDaysReport, range: manyDaysRange },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('De')).toHaveValue('2025-08-18');
    const svg = await dailyChart(canvasElement);
    await waitFor(() => expect(xTicks(canvasElement).length).toBeGreaterThan(0));
    await expect(xTicks(canvasElement).length).toBeLessThanOrEqual(12);
    await expect(svg.querySelectorAll('.recharts-line-curve')).toHaveLength(2);
    await expect(svg.querySelector('desc')).toHaveTextContent(/^De 18\/08\/2025 a 15\/11\/2025: /);
  },
};

/**
 * On a phone: the chart's data table opens inside the page (no sideways scroll of the whole page), and the
 * tables whose columns do not fit say that they scroll.
 */
export const PhoneTables: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dailyChart(canvasElement);
    for (const summary of canvas.getAllByText('Ver dados do gráfico')) await userEvent.click(summary);
    await expect(canvas.getByLabelText('Vendas por dia (dados)')).toBeVisible();
    // Nothing reaches past the right edge of the screen but the rows inside a table's own scrolling box: the
    // box itself must fit (a grid item as wide as its widest table widened the phone page to 459 px).
    const edge = canvasElement.ownerDocument.documentElement.clientWidth;
    const past = [...canvasElement.querySelectorAll<HTMLElement>('*')]
      .filter((element) => !element.parentElement?.closest('[data-slot="scroll-table"]'))
      .filter((element) => element.getBoundingClientRect().right > edge + 1)
      .map((element) => `${element.tagName}.${element.className}`.slice(0, 60));
    await expect(past).toEqual([]);
    const orders = canvas.getByLabelText(`Pedidos (${fullReport.orders.length})`);
    await waitFor(() =>
      expect(orders.parentElement!.querySelector('[data-slot="scroll-hint"]')).toHaveTextContent(
        'Deslize a tabela para o lado para ver todas as colunas',
      ),
    );
  },
};

/** Refunds in the range exceed its sales: net figures below zero, shown as they are. */
export const RefundsInRange: Story = {
  args: { report: refundReport, range: refundRange },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = canvas.getByRole('region', { name: 'Resumo do período' });
    await expect(within(totals).getByText('-1')).toBeVisible();
    await expect(within(totals).getByText('-R$ 250,00')).toBeVisible();
    await dailyChart(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pedidos (1)' })).toBeVisible();
  },
};

/** Issue #18: uses and discount per coupon. */
export const WithCoupons: Story = {
  args: {
    report: {
      ...fullReport,
      coupons: [
        { couponId: 'c1', code: 'FORRO10', orders: 21, discount: 420, used: 37, maxUses: 100 },
        { couponId: 'c2', code: 'PARCEIRO', orders: 4, discount: 320, used: 4, maxUses: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coupons = within(canvas.getByLabelText('Cupons'));
    await expect(coupons.getByRole('rowheader', { name: 'FORRO10' })).toBeInTheDocument();
    await expect(coupons.getByText('37 de 100')).toBeInTheDocument();
    await expect(coupons.getByText('R$ 420,00')).toBeInTheDocument();
  },
};

/** Issue #14: the "Meia-entrada" card and the half-price column of "Vendas por lote". */
export const MeiaEntrada: Story = {
  args: {
    report: {
      ...fullReport,
      lots: fullReport.lots.map((lot) => ({ ...lot, meiaEntrada: /Meia/.test(lot.name) })),
      meiaEntrada: { lei: true, total: 400, vendidas: 38, restantes: 362, percentualVendidos: 31.7 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-slot="report-meia-entrada"]')!;
    await expect(card).toHaveTextContent('Meia-entrada');
    await expect(card).toHaveTextContent('400 no total · 38 vendidas · 362 restantes');
    await expect(card).toHaveTextContent('31,7% dos ingressos vendidos');
    await expect(canvas.getByRole('columnheader', { name: 'Meia-entrada' })).toBeVisible();
  },
};

/** Issue #17: live check-in figures (per lot and per hour) and "Entradas duplicadas" with both devices. */
export const CheckIn: Story = {
  args: {
    report: {
      ...fullReport,
      checkIn: {
        checkedIn: 130,
        sold: 200,
        byLot: [
          { ticketTypeId: 'l1', name: 'PISTA — Lote 1 — Inteira', checkedIn: 90, sold: 120 },
          { ticketTypeId: 'l2', name: 'PISTA — Lote 1 — Meia', checkedIn: 40, sold: 80 },
        ],
        byHour: [
          { hour: '2025-12-20T20:00:00-03:00', checkedIn: 50 },
          { hour: '2025-12-20T21:00:00-03:00', checkedIn: 80 },
        ],
        duplicates: [
          {
            ticketId: '0b8f3c1e-0000-4000-8000-00000000a001',
            ticketTypeName: 'PISTA — Lote 1 — Inteira',
            attendeeName: 'Ana Beatriz Souza',
            first: { deviceName: 'Portão 1', at: '2025-12-20T21:05:00-03:00' },
            second: { deviceName: 'Portão 2', at: '2025-12-20T21:07:00-03:00' },
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('130 de 200 vendidos')).toBeVisible();
    await expect(canvas.getByText('65%')).toBeVisible();
    const byLot = within(canvas.getByRole('region', { name: 'Entradas por lote' }));
    await expect(byLot.getByRole('row', { name: /PISTA — Lote 1 — Meia/ })).toHaveTextContent('4080');
    const byHour = within(canvas.getByRole('region', { name: 'Entradas por hora' }));
    await expect(byHour.getByRole('row', { name: /21:00/ })).toHaveTextContent('80');
    const duplicates = canvasElement.querySelector('[data-slot="duplicate-admissions"]')!;
    await expect(duplicates).toHaveTextContent('Entradas duplicadas (1)');
    await expect(duplicates).toHaveTextContent('Primeira entradaPortão 1 · 20/12/2025 21:05');
    await expect(duplicates).toHaveTextContent('Entrada duplicadaPortão 2 · 20/12/2025 21:07');
  },
};

/** Issue #27: sales by payment method and the card's by installments, the buyers' interest apart. */
export const PaymentsSplit: Story = {
  args: {
    report: {
      ...fullReport,
      payments: {
        byMethod: [
          { label: 'Pix', orders: 30, revenue: 4200, interest: 0 },
          { label: 'Cartão', orders: 12, revenue: 2880, interest: 96.3 },
        ],
        byInstallments: [
          { label: 'Cartão à vista', orders: 4, revenue: 960, interest: 0 },
          { label: 'Cartão em 3x', orders: 5, revenue: 1200, interest: 0 },
          { label: 'Cartão em 10x', orders: 3, revenue: 720, interest: 96.3 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payments = within(canvas.getByLabelText('Formas de pagamento'));
    await expect(payments.getByRole('rowheader', { name: 'Pix' })).toBeInTheDocument();
    await expect(payments.getByRole('rowheader', { name: 'Cartão em 10x' })).toBeInTheDocument();
    await expect(payments.getAllByText('R$ 96,30')).toHaveLength(2);
  },
};

/** Lugares marcados (issue #29): after the tables, the map of sold seats, read-only, with its counts. */
export const SoldSeats: Story = {
  args: { report: emptyReport, seats: <SoldSeatsMap status="ready" sections={theatreMap()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="report-seats"]')!;
    await expect(within(card).getByRole('heading', { name: 'Mapa de lugares vendidos' })).toBeVisible();
    await expect(
      within(card).getByRole('img', { name: /^Mapa de lugares: \d+ de \d+ assentos vendidos$/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
