import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../e2e/support/paths';

/** One entry of Storybook's index.json (v5), the list the UI and Chromatic work from. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
}

export interface StoryIndex {
  v: number;
  entries: Record<string, IndexEntry>;
}

const storiesRoot = path.join(repoRoot, 'packages/ui/src');

/** Every file `.storybook/main.ts` asks Storybook to index, as index.json writes its importPath. */
export function storyFiles(): string[] {
  return readdirSync(storiesRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$|\.mdx$/.test(file))
    .map((file) => `./${path.relative(repoRoot, path.join(storiesRoot, file)).split(path.sep).join('/')}`)
    .sort();
}

/** Reference screenshots as `<viewport>/<component id>/<story>.png` paths. */
export function referenceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
