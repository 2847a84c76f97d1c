/**
 * Reserved seating at stadium scale (issue #29): a 40,000-seat map (4 sections of 100 rows × 100 seats). Bytes of
 * the organizer's PUT body, of GET /events/{id}/seats (whole, and its cacheable geometry) and of the compact
 * statuses, raw and gzip; and the time Chromium takes, at 4× CPU slowdown, to draw the map the way the SeatPicker
 * does (seat-geometry.ts's `seatPaths`: one SVG path per look) and paint it. Goal: under 1 s. The GET bodies are
 * shaped by the server's own `shapeMap` (seat ids are the map's short refs, issue #29), gzip at the server's level.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { encodeSeatStatuses, generateGrid, type SeatStatus } from '../../packages/rules/src';
import { shapeMap } from '../../apps/api/src/modules/seating/seat-map-repository';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { repoRoot } from '../../tests/e2e/support/paths';
import type { Scenario } from '../run';

const SECTIONS = ['Norte', 'Sul', 'Leste', 'Oeste'];
const RUNS = 5;

const bytes = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 6 }).length });
const statusOf = (i: number): SeatStatus =>
  i % 7 === 0 ? 'sold' : i % 11 === 0 ? 'held' : i % 97 === 0 ? 'blocked' : 'available';

const scenario: Scenario = {
  name: 'seat-map',
  description:
    '40,000-seat map: bytes (PUT, GET, geometry, statuses; raw and gzip) and render time in Chromium at 4× CPU slowdown',
  async run() {
    const input = {
      sections: SECTIONS.map((name, i) =>
        generateGrid({
          section: name,
          category: 'Arquibancada',
          rows: '1–100',
          seats: '1–100',
          aislesAfter: '50',
          origin: { x: (i % 2) * 1150, y: Math.floor(i / 2) * 1300 },
        }),
      ),
    };
    // The seats' rows as the database holds them, in the map's order (ref = the seat's public id).
    const rows = input.sections.flatMap((section) =>
      section.rows.flatMap((row) =>
        row.seats.map((seat) => ({
          id: randomUUID(),
          eventId: '',
          category: section.category,
          section: section.name,
          row: row.label,
          label: seat.label,
          ref: 0,
          position: 0,
          x: seat.x,
          y: seat.y,
          blocked: false,
          accessible: null,
        })),
      ),
    );
    const statuses: SeatStatus[] = [];
    const claims = new Map<string, SeatStatus>();
    rows.forEach((row, i) => {
      row.ref = i + 1;
      row.position = i;
      const status = statusOf(i);
      statuses.push(status);
      if (status === 'blocked') row.blocked = true;
      else if (status !== 'available') claims.set(row.id, status);
    });
    const version = randomUUID();
    const map = shapeMap(version, rows, claims);
    const geometry = shapeMap(version, rows);
    const compact = JSON.stringify({ version: map.version, statuses: encodeSeatStatuses(statuses) });

    // The picker's own drawing code, bundled for the page.
    const bundle = await build({
      entryPoints: [path.join(repoRoot, 'packages/ui/src/components/SeatMap/seat-geometry.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'SeatGeometry',
    });
    const browser = await launchBrowser();
    const times: number[] = [];
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.setContent('<svg id="map" width="390" height="600"></svg>');
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (let run = 0; run < RUNS; run++) {
        const ms = await page.evaluate(async (text) => {
          const started = performance.now();
          const data = JSON.parse(text);
          const g = (
            globalThis as unknown as {
              SeatGeometry: {
                seatPaths: (s: unknown) => Record<string, string>;
                indexSeats: (s: unknown) => {
                  bounds: { x: number; y: number; width: number; height: number };
                };
              };
            }
          ).SeatGeometry;
          const index = g.indexSeats(data.sections);
          const paths = g.seatPaths(data.sections);
          const svg = document.getElementById('map')!;
          const b = index.bounds;
          svg.setAttribute('viewBox', `${b.x} ${b.y} ${b.width} ${b.height}`);
          svg.innerHTML = Object.entries(paths)
            .map(
              ([look, d]) =>
                `<path data-look="${look}" d="${d}" fill="${look === 'available' ? '#8533f0' : '#5b5467'}"/>`,
            )
            .join('');
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return performance.now() - started;
        }, JSON.stringify(map));
        times.push(Math.round(ms));
      }
    } finally {
      await browser.close();
    }
    times.sort((a, b) => a - b);
    return {
      seats: statuses.length,
      putBody: bytes(JSON.stringify(input)),
      getSeats: bytes(JSON.stringify(map)),
      geometry: bytes(JSON.stringify(geometry)),
      statuses: bytes(compact),
      renderMs4xSlowdown: {
        median: times[Math.floor(times.length / 2)],
        max: times[times.length - 1],
        runs: times,
      },
      goalMs: 1000,
      // The machine is shared: its 1, 5 and 15 min load averages when the render was timed.
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    };
  },
};

export default scenario;
