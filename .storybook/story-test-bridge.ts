import type { StoryContext } from '@storybook/react-vite';

/**
 * How preview.tsx reaches the Vitest run without importing Vitest: the storybook project's setup file
 * (vitest.setup.ts) puts this object on `globalThis` before any story runs. In Storybook's UI it is
 * absent, so the preview's hooks do nothing there.
 */
export interface StoryTestBridge {
  /** Skips a story pinned to the other width, then sizes the page for this run's width. */
  beforeStory(context: StoryContext): Promise<void>;
  /** Compares the rendered story (after its play function) with its committed reference. */
  afterStory(context: StoryContext): Promise<void>;
}

const KEY = '__bilheteriaStoryTest';

export function installStoryTestBridge(bridge: StoryTestBridge) {
  (globalThis as Record<string, unknown>)[KEY] = bridge;
}

export function storyTestBridge(): StoryTestBridge | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as StoryTestBridge | undefined;
}

/** `parameters.visual` on a story or meta. */
export interface VisualParameters {
  /** Why this story's pixels cannot be stable; its play function and axe checks still run. */
  skip?: string;
}
