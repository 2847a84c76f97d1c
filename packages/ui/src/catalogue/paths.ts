import { requiredStates, type CatalogueName } from './required-states';

/** The story file of a catalogued piece, from the repository root (what a reviewer opens). */
function storyFile(name: CatalogueName): string {
  return `packages/ui/src/${requiredStates[name].folder}/${name}.stories.tsx`;
}

/** The host's route module (apps/host/src/app/routes), where a screen meets its data and navigation. */
function hostRouteFile(hostModule: string): string {
  return `apps/host/src/app/routes/${hostModule}.tsx`;
}

/** Storybook's id for a title: lower case, anything but letters and digits becomes "-". */
function storyIdPrefix(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The Storybook address of a piece's docs page (relative, so it works in any deployment). */
function docsHref(name: CatalogueName): string {
  return `?path=/docs/${storyIdPrefix(requiredStates[name].title)}--docs`;
}

export { docsHref, hostRouteFile, storyFile };
