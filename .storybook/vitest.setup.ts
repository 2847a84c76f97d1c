/**
 * Browser-side setup of the Vitest `storybook` project, run once per story file in each viewport
 * instance (vitest.config.ts). It never runs in Storybook's UI: preview.tsx only calls the bridge it
 * installs when the bridge is there.
 */
import type { StoryContext } from '@storybook/react-vite';
import { beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import { SCREENSHOT_FONTS, screenshotCss } from './screenshot-style';
import { installStoryTestBridge, type VisualParameters } from './story-test-bridge';
import { isViewportName, VIEWPORTS, type ViewportName } from './viewports';
import { referenceName } from './visual-paths';
import { settleForScreenshot, screenshotTarget } from './visual-settle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which of the two widths this browser instance tests. */
    'bilheteria/viewport': ViewportName;
  }
}

const viewport = inject('bilheteria/viewport');

// Vitest hands the test context to hooks and the test function, not to Storybook's hooks, which run
// inside the story; they need it to skip a story pinned to the other width.
let currentTest: TestContext | undefined;
beforeEach((context) => {
  currentTest = context;
});

if (!document.querySelector('style[data-screenshot-style]')) {
  const style = document.createElement('style');
  style.dataset.screenshotStyle = '';
  style.textContent = screenshotCss;
  document.head.append(style);
}

beforeAll(async () => {
  // Without the DejaVu fonts every text would fall back to some other font and fail every comparison
  // with a confusing diff; say what is missing instead.
  for (const family of Object.values(SCREENSHOT_FONTS)) {
    for (const weight of ['400', '700']) {
      const loaded = await document.fonts.load(`${weight} 16px '${family}'`).catch(() => []);
      if (!loaded.some((face) => face.status === 'loaded')) {
        throw new Error(
          `Font '${family}' (weight ${weight}) did not load: the screenshots need DejaVu Sans and ` +
            `DejaVu Sans Mono (Debian: apt-get install fonts-dejavu-core).`,
        );
      }
    }
  }
});

function pinnedViewport(context: StoryContext): ViewportName | undefined {
  const pinned = (context.storyGlobals.viewport as { value?: unknown } | undefined)?.value;
  if (pinned === undefined) return undefined;
  if (!isViewportName(pinned)) {
    throw new Error(
      `Story ${context.id} pins viewport ${JSON.stringify(pinned)}; the only widths are ` +
        `${Object.keys(VIEWPORTS).join(' and ')} (see the comment at the top of .storybook/preview.tsx).`,
    );
  }
  return pinned;
}

installStoryTestBridge({
  async beforeStory(context) {
    const pinned = pinnedViewport(context);
    if (pinned !== undefined && pinned !== viewport) {
      currentTest?.skip(`pinned to ${pinned}`);
    }
    // addon-vitest already sized the page from the story's globals; this run's width wins for the
    // stories that do not pin one.
    const { width, height } = VIEWPORTS[viewport];
    await page.viewport(width, height);
  },

  async afterStory(context) {
    const visual = context.parameters.visual as VisualParameters | undefined;
    if (visual?.skip) return;
    // A story that renders nothing (an empty carousel) still gets a reference, a 1 px strip, which
    // fails the day it renders something; a zero-height element cannot be photographed at all.
    context.canvasElement.style.minHeight = '1px';
    await settleForScreenshot();
    const name = referenceName(viewport, context.id);
    try {
      await expect
        .element(page.elementLocator(screenshotTarget(context.canvasElement)))
        .toMatchScreenshot(name);
    } catch (error) {
      if (error instanceof Error && error.message.includes('No existing reference screenshot')) {
        error.message =
          `No reference screenshot for ${name}. References are made on the CI image with ` +
          `\`npm run test:visual:update\` and committed.\n\n${error.message}`;
      }
      throw error;
    }
  },
});
