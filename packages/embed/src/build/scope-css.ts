// Build-time only (used by vite.config.ts): confines the widgets' Tailwind stylesheet to their root element.
import type { Container, Declaration, Plugin, Rule } from 'postcss';

/** Selectors that stand for the whole document; in the embed they stand for the widget's root. */
const DOCUMENT_SELECTORS = new Set([':root', ':host', 'html', 'body']);

/** Properties that name keyframes. */
const ANIMATION_PROPERTY = /^(animation|animation-name|--animate-[\w-]+)$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a rule sits in: at-rules, rules, the stylesheet. */
type Ancestor = { type: string; name?: string; parent?: unknown };

function ancestors(rule: Rule): Ancestor[] {
  const found: Ancestor[] = [];
  for (
    let parent = rule.parent as Ancestor | undefined;
    parent;
    parent = parent.parent as Ancestor | undefined
  ) {
    found.push(parent);
  }
  return found;
}

function insideKeyframes(rule: Rule): boolean {
  return ancestors(rule).some((parent) => parent.type === 'atrule' && /keyframes$/i.test(parent.name ?? ''));
}

/** Nested rules (`&:hover { ... }`) take their scope from the rule around them. */
function nestedInRule(rule: Rule): boolean {
  return ancestors(rule).some((parent) => parent.type === 'rule');
}

/** One selector of a top-level rule, moved inside `root`. */
export function scopeSelector(selector: string, root: string): string {
  const trimmed = selector.trim();
  if (DOCUMENT_SELECTORS.has(trimmed)) return root;
  if (trimmed === root || trimmed.startsWith(`${root} `) || trimmed.startsWith(`${root}:`)) return trimmed;
  return `${root} ${trimmed}`;
}

/** Replaces every `@layer x { ... }` block by its content and drops `@layer a, b;` order statements. */
function unwrapLayers(container: Container): void {
  container.walkAtRules('layer', (layer) => {
    if (layer.nodes && layer.nodes.length > 0) layer.replaceWith(layer.nodes);
    else layer.remove();
  });
}

/**
 * A PostCSS plugin that makes a Tailwind stylesheet safe to load on someone else's page:
 *
 * - every top-level selector is moved inside `.${rootClass}`, and the document selectors (`:root`, `:host`,
 *   `html`, `body`) become that root: the preflight, the base styles and the theme variables apply to the
 *   widget only, never to the embedding page;
 * - cascade layers are removed. Styles outside any layer beat every layered style whatever their specificity,
 *   so the embedding page's plain `h1 { ... }` or `button { ... }` would override the widget's layered
 *   utilities. Unlayered and scoped, the widget's rules (one class more specific than the page's element
 *   rules) win, and the original layer order is kept by source order: theme, base, utilities;
 * - keyframes get a `${keyframePrefix}` prefix, so they cannot replace the page's own `spin` or `pulse`.
 */
export function scopeCss({
  rootClass,
  keyframePrefix = `${rootClass}-`,
}: {
  rootClass: string;
  keyframePrefix?: string;
}): Plugin {
  const root = `.${rootClass}`;
  return {
    postcssPlugin: 'bilheteria-scope-css',
    OnceExit(css) {
      unwrapLayers(css);

      const renamed = new Map<string, string>();
      css.walkAtRules(/keyframes$/i, (keyframes) => {
        const name = keyframes.params.trim();
        if (name.startsWith(keyframePrefix)) return;
        renamed.set(name, `${keyframePrefix}${name}`);
        keyframes.params = `${keyframePrefix}${name}`;
      });
      if (renamed.size > 0) {
        const names = new RegExp(
          `(?<![\\w-])(${[...renamed.keys()].map(escapeRegExp).join('|')})(?![\\w-])`,
          'g',
        );
        css.walkDecls(ANIMATION_PROPERTY, (declaration: Declaration) => {
          declaration.value = declaration.value.replace(names, (name) => renamed.get(name) ?? name);
        });
      }

      css.walkRules((rule) => {
        if (insideKeyframes(rule) || nestedInRule(rule)) return;
        rule.selectors = [...new Set(rule.selectors.map((selector) => scopeSelector(selector, root)))];
      });
    },
  };
}
