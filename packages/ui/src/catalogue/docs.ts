import { docsHref, storyFile } from './paths';
import { requiredStates, type CatalogueName } from './required-states';
import { routeScreens } from './routes';

const pinLabel = { mobile: 'só no celular', desktop: 'só no desktop' } as const;

/**
 * The docs page text of a catalogued piece (`parameters.docs.description.component`), in pt-BR for
 * designers and QA: what it is, where the app shows it, and each state the spec requires with the
 * story that shows it. Built from the catalogue, so the page and the test never disagree.
 */
function catalogueDescription(name: CatalogueName): string {
  const entry = requiredStates[name];
  const routes = routeScreens.filter((row) => row.component === name).map((row) => `\`${row.route}\``);
  const where = routes.length > 0 ? `**Rota:** ${routes.join(', ')}` : null;
  const states = entry.states.map((item) => {
    const pin = item.viewport ? ` (${pinLabel[item.viewport]})` : '';
    return `- **${item.state}**${pin}: história \`${item.story}\` — ${item.source}`;
  });
  return [
    entry.summary,
    [where, `**Histórias:** \`${storyFile(name)}\``].filter(Boolean).join(' · '),
    `**Estados exigidos pela especificação:**\n\n${states.join('\n')}`,
  ].join('\n\n');
}

/** A Markdown table cell: pipes would end the cell early. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A Markdown table; the outer pipes are what Storybook's Markdown block recognizes as one. */
const table = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => `| ${row.join(' | ')} |`).join('\n') + '\n';

const docsLink = (name: CatalogueName) => `[${name}](${docsHref(name)})`;

/**
 * The Introduction's route table (Markdown, so Storybook's docs turn the `?path=` links into
 * navigation): route, screen, access, the packages/ui screen's story file linked to its docs page, and
 * the host module that wires it. Paths are cut to what differs per row; the header says the rest.
 */
function routeTableMarkdown(): string {
  const rows = routeScreens.map(({ route, screen, access, component, hostModule }) => [
    `\`${route}\``,
    cell(screen),
    cell(access),
    component ? `[\`${component}.stories.tsx\`](${docsHref(component)})` : '—',
    hostModule ? `\`${hostModule}.tsx\`` : '—',
  ]);
  return table([
    [
      'Rota',
      'Tela',
      'Acesso',
      'Tela em packages/ui: histórias e docs (`src/screens/<Tela>/`)',
      'Rota no app (em `apps/host/src/app/routes/`)',
    ],
    ['---', '---', '---', '---', '---'],
    ...rows,
  ]);
}

/** The pieces with no route of their own (splash, shell, the door scanner), as a Markdown table. */
function otherPiecesMarkdown(): string {
  const routed = new Set(routeScreens.map((row) => row.component));
  const names = (Object.keys(requiredStates) as CatalogueName[]).filter((name) => !routed.has(name));
  const rows = names.map((name) => [
    docsLink(name),
    cell(requiredStates[name].summary),
    `\`${requiredStates[name].folder}/${name}.stories.tsx\``,
  ]);
  return table([['Peça', 'O que é', 'Histórias (em `packages/ui/src/`)'], ['---', '---', '---'], ...rows]);
}

export { catalogueDescription, otherPiecesMarkdown, routeTableMarkdown };
