/*
 * Viewports — the convention every story follows.
 *
 * Every story is a test at two widths: the Vitest `storybook` project runs it once at 375 px
 * (`mobile`, "Celular (375 px)" in the toolbar) and once at 1280 px (`desktop`, "Desktop (1280 px)"),
 * with its play function, axe and a screenshot compared with a committed reference each time.
 *
 * A state that exists at one width only (the open mobile menu drawer, say) pins itself on the story
 * (or on the meta, for a whole file) with Storybook's own viewport global, and nothing else:
 *
 *     export const MenuOpen: Story = {
 *       globals: { viewport: { value: 'mobile', isRotated: false } },
 *       play: async ({ canvasElement }) => { ... },
 *     };
 *
 * Storybook then opens it at that width with the toolbar locked, and the test run skips it at the
 * other width (reported as skipped, not passed). The only values are 'mobile' and 'desktop'; any other
 * (Storybook's 'mobile1', 'mobile2', ...) fails the story, because it would be a third width nobody
 * reviews.
 *
 * A story whose pixels cannot be stable (a carousel caught mid-rotation) opts out of the screenshot
 * only, keeping its play function and axe checks: `parameters: { visual: { skip: 'why' } }`.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { LinkProvider, type AppLinkProps } from '../packages/ui/src/lib/link';
import '../packages/ui/src/styles.css';
import { storyTestBridge } from './story-test-bridge';
import { chromaticModes, storybookViewportOptions } from './viewports';

document.documentElement.lang = 'pt-BR';

/**
 * Links keep their real href (stories assert it) but never navigate: a click would unload the
 * preview iframe in the middle of a test.
 */
function StoryLink({ onClick, ...props }: AppLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    event.preventDefault();
  }
  return <a {...props} onClick={handleClick} />;
}

const withLinks: Decorator = (Story) => (
  <LinkProvider component={StoryLink}>
    <Story />
  </LinkProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLinks],
  // Under Vitest only (the bridge is absent in Storybook's UI): viewport pin and screenshot.
  beforeEach: async (context) => {
    await storyTestBridge()?.beforeStory(context);
  },
  afterEach: async (context) => {
    await storyTestBridge()?.afterStory(context);
  },
  parameters: {
    a11y: { test: 'error' },
    viewport: { options: storybookViewportOptions },
    // `npm run chromatic`: the same two widths as the Vitest run.
    chromatic: { modes: chromaticModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introdução', 'Components', 'Shell', 'Screens'] },
    },
  },
};

export default preview;
