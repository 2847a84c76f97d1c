/**
 * The two widths every screen is designed, tested and screenshotted at. Storybook's toolbar
 * (preview.tsx) and the Vitest browser instances (vitest.config.ts, which reads visual.json itself:
 * Vite's config loader wants no extensionless relative imports) share visual.json, so a story pinned
 * to `mobile` in Storybook is the same 375 px the test run uses.
 */
import visual from './visual.json' with { type: 'json' };

export const VIEWPORTS = visual.viewports;

export type ViewportName = keyof typeof VIEWPORTS;

export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export function isViewportName(value: unknown): value is ViewportName {
  return typeof value === 'string' && Object.hasOwn(VIEWPORTS, value);
}

/** Storybook 10 core viewport options (`parameters.viewport.options`). */
export const storybookViewportOptions = Object.fromEntries(
  VIEWPORT_NAMES.map((key) => {
    const { name, width, height, type } = VIEWPORTS[key];
    return [key, { name, type, styles: { width: `${width}px`, height: `${height}px` } }];
  }),
);

/** Chromatic snapshots each story once per mode (`parameters.chromatic.modes`). */
export const chromaticModes = Object.fromEntries(
  VIEWPORT_NAMES.map((key) => [
    key,
    { viewport: { width: VIEWPORTS[key].width, height: VIEWPORTS[key].height } },
  ]),
);
