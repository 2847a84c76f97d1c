/**
 * Lighthouse (its Node API) on the system Chromium, with its default mobile settings: a Moto G Power-sized
 * screen, simulated slow 4G (150 ms RTT, 1.6 Mbps) and a 4× slower CPU. Each run gets a fresh Chromium with a
 * fresh profile; no browser is ever downloaded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Lighthouse SEO (issue #21): title, description, canonical, crawlable links, robots.txt, structured data. */
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Accessibility, best-practices and SEO audits that did not pass (with the DevTools issue types, if any). */
  failing: string[];
  /** The element whose paint is the LCP, and the elements that moved (CLS), by selector. */
  lcpElement?: string;
  layoutShifts: Array<{ element: string; score: number }>;
  /** Main-thread time by kind of work (script evaluation, style and layout...), largest first. */
  mainThreadMs: Record<string, number>;
  /** Performance opportunities, largest estimated saving first. */
  opportunities: Array<{ id: string; savingsMs: number; savingsKB?: number }>;
  /** Lighthouse's CPU benchmark of this machine at the time (its reference desktop scores ~1000–2000). */
  benchmarkIndex: number;
  warnings: string[];
}

/** The parts of Lighthouse's table and list details read here. */
interface DetailItem {
  issueType?: string;
  groupLabel?: string;
  duration?: number;
  node?: { selector?: string };
  score?: number;
  items?: DetailItem[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'bilheteria-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (id: string) =>
      (lhr.audits[id]?.details as { items?: DetailItem[] } | undefined)?.items ?? [];
    const issueTypes = items('inspector-issues').map((item) => item.issueType);
    const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) =>
          audit!.id === 'inspector-issues' && issueTypes.length
            ? `${category}: ${audit!.id} (${issueTypes.join(', ')})`
            : `${category}: ${audit!.id}`,
        ),
    );
    const lcpElement = items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.selector;
    const layoutShifts = items('layout-shifts').map((item) => ({
      element: item.node?.selector ?? '?',
      score: Math.round((item.score ?? 0) * 1000) / 1000,
    }));
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity')
      .map((audit) => {
        const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
        return {
          id: audit.id,
          savingsMs: Math.round(details.overallSavingsMs ?? 0),
          ...(details.overallSavingsBytes
            ? { savingsKB: Math.round(details.overallSavingsBytes / 1024) }
            : {}),
        };
      })
      .filter((opportunity) => opportunity.savingsMs > 0 || (opportunity.savingsKB ?? 0) > 0)
      .sort((a, b) => b.savingsMs - a.savingsMs || (b.savingsKB ?? 0) - (a.savingsKB ?? 0));
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      metrics: {
        fcpMs: Math.round(numeric('first-contentful-paint')),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        speedIndexMs: Math.round(numeric('speed-index')),
      },
      failing,
      ...(lcpElement ? { lcpElement } : {}),
      layoutShifts,
      mainThreadMs: Object.fromEntries(
        items('mainthread-work-breakdown').map((item) => [
          item.groupLabel ?? '?',
          Math.round(item.duration ?? 0),
        ]),
      ),
      opportunities,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
