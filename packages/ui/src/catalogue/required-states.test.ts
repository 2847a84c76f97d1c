import { describe, expect, it } from 'vitest';
import { notCatalogued, requiredStates, type CatalogueName } from './required-states';
import { hostRouteFile } from './paths';
import { routeScreens } from './routes';

type ViewportGlobals = { viewport?: { value?: string } };
type StoryAnnotations = { play?: unknown; tags?: readonly string[]; globals?: ViewportGlobals };
type StoryModule = { default: StoryAnnotations & { title?: string } } & Record<string, unknown>;

// Imported, not parsed: the test sees the same CSF objects Storybook and the story tests run.
const storyModules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });
// Only the file names: every screen, shell and component folder, whatever it holds.
const sourceFiles = Object.keys(
  import.meta.glob(['../screens/*/*.{ts,tsx}', '../shell/*/*.{ts,tsx}', '../components/*/*.{ts,tsx}']),
);

const foldersUnder = (root: string) =>
  [
    ...new Set(
      sourceFiles
        .filter((file) => file.startsWith(`../${root}/`))
        .map((file) => file.split('/').slice(1, 3).join('/')),
    ),
  ].sort();

// The host's route modules, so the Introduction's route table cannot fall behind the app.
const hostRouteModules = Object.keys(import.meta.glob('/apps/host/src/app/routes/*.tsx')).map((file) =>
  file.slice(1),
);

const names = Object.keys(requiredStates) as CatalogueName[];

/** The viewport a story is pinned to (story globals win over the meta's), if any. */
function pinnedViewport(meta: StoryAnnotations, story: StoryAnnotations): string | undefined {
  return story.globals?.viewport?.value ?? meta.globals?.viewport?.value;
}

describe.each(names)('%s', (name) => {
  const entry = requiredStates[name];
  const file = `../${entry.folder}/${name}.stories.tsx`;
  const module = storyModules[file];

  it(`has its stories in ${entry.folder}/${name}.stories.tsx titled "${entry.title}"`, () => {
    expect(module, `${name}: no story file ${file}`).toBeDefined();
    expect(module!.default.title, `${name}: the docs links need the title "${entry.title}"`).toBe(
      entry.title,
    );
  });

  it.each(entry.states.map((state) => [state.state, state] as const))('state "%s"', (_label, state) => {
    const where = `${name}, state "${state.state}" (${state.source})`;
    expect(module, `${where}: no story file ${file}`).toBeDefined();
    const story = module![state.story] as StoryAnnotations | undefined;
    expect(story, `${where}: missing story export "${state.story}" in ${file}`).toBeTypeOf('object');
    expect(
      story!.play,
      `${where}: story "${state.story}" needs a play function asserting the state`,
    ).toBeTypeOf('function');
    const tags = [...(module!.default.tags ?? []), ...(story!.tags ?? [])];
    expect(tags, `${where}: story "${state.story}" must run as a test`).not.toContain('!test');
    expect(
      pinnedViewport(module!.default, story!),
      state.viewport
        ? `${where}: story "${state.story}" must pin globals.viewport to "${state.viewport}"`
        : `${where}: story "${state.story}" is pinned to one width; say so in required-states.ts`,
    ).toBe(state.viewport);
  });
});

describe('the catalogue', () => {
  it.each(['screens', 'shell'])('has an entry for every folder in %s/', (root) => {
    const catalogued = new Set<string>([
      ...Object.values(requiredStates).map((entry) => entry.folder),
      ...Object.keys(notCatalogued),
    ]);
    const missing = foldersUnder(root).filter((folder) => !catalogued.has(folder));
    expect(missing, `add these to packages/ui/src/catalogue/required-states.ts`).toEqual([]);
  });

  it('gives every component a story file, so each has a docs page', () => {
    const withoutStories = foldersUnder('components').filter(
      (folder) => !Object.keys(storyModules).some((file) => file.startsWith(`../${folder}/`)),
    );
    expect(withoutStories).toEqual([]);
  });

  it('lists no state twice and points no two states at one story', () => {
    for (const name of names) {
      const { states } = requiredStates[name];
      const stories = states.map((state) => state.story);
      const labels = states.map((state) => state.state);
      expect(new Set(stories).size, `${name}: two states share a story`).toBe(stories.length);
      expect(new Set(labels).size, `${name}: a state is listed twice`).toBe(labels.length);
    }
  });

  it('lists every route module of the host app, and only those', () => {
    const listed = routeScreens.flatMap((row) => (row.hostModule ? [hostRouteFile(row.hostModule)] : []));
    expect(hostRouteModules.length).toBeGreaterThan(0);
    expect([...new Set(listed)].sort()).toEqual([...hostRouteModules].sort());
  });

  it('covers every screen of the route table', () => {
    const routed = routeScreens.flatMap((row) => (row.component ? [row.component] : []));
    for (const component of routed) expect(names).toContain(component);
    const screens = names.filter((name) => requiredStates[name].kind === 'screen');
    // The splash has no route of its own: it shows while any route loads.
    expect(screens.filter((name) => !routed.includes(name))).toEqual(['SplashScreen']);
  });
});
