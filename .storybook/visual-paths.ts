import visual from './visual.json' with { type: 'json' };

/**
 * Where visual references live, relative to the repository root: `<viewport>/<component id>/<story>.png`,
 * e.g. `mobile/screens-homescreen/default.png` for the story `screens-homescreen--default` at 375 px.
 * vitest.config.ts writes and reads them; tests/storybook checks none is left without its story.
 */
export const VISUAL_REFERENCE_DIR = visual.referenceDir;

/** The reference name of a story at one width (the part before `.png`). */
export function referenceName(viewport: string, storyId: string): string {
  // The id's `--` splits component from story; Vitest's file-name sanitizing would fold it to `-`.
  return `${viewport}/${storyId.replace('--', '/')}`;
}
