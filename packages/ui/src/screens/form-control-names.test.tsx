import { composeStories, type Meta } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

/*
 * Issue 8: every input, select and textarea in every story has a real name. axe (run on every story by the
 * storybook project) checks most of it with its rules `label`, `select-name` and `aria-input-field-name`,
 * and flags title-only names (`label-title-only`), but its `label` rule accepts a placeholder as the name
 * (its `non-empty-placeholder` check): a field whose only "label" disappears as soon as one types passes
 * axe. This test closes that gap: a name must come from a <label>, `aria-label` or `aria-labelledby`.
 */

/** Controls that take a name from something other than their own value. */
const CONTROLS =
  'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]), select, textarea';

type LabelledControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The control's name from a label, aria-label or aria-labelledby; '' when it has none of them. */
function nameOf(control: LabelledControl): string {
  const labelledBy = control.getAttribute('aria-labelledby');
  const fromLabelledBy = labelledBy
    ?.split(/\s+/)
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
  const fromLabels = [...(control.labels ?? [])].map((label) => label.textContent ?? '').join(' ');
  return [fromLabelledBy, control.getAttribute('aria-label'), fromLabels]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "<input name=q placeholder=...>" for failure messages. */
function describeControl(control: LabelledControl): string {
  const attributes = ['name', 'type', 'placeholder', 'title']
    .map((attribute) => [attribute, control.getAttribute(attribute)] as const)
    .filter(([, value]) => value !== null)
    .map(([attribute, value]) => `${attribute}="${value}"`);
  return `<${control.tagName.toLowerCase()} ${attributes.join(' ')}>`;
}

/** How many controls the stories rendered, so an empty run cannot pass for a clean one. */
let controlsSeen = 0;

/** Every control in the document without a label, aria-label or aria-labelledby. */
function unnamedControls(root: ParentNode): string[] {
  const controls = [...root.querySelectorAll<LabelledControl>(CONTROLS)];
  controlsSeen += controls.length;
  return controls.filter((control) => nameOf(control) === '').map(describeControl);
}

type StoryModule = { default: Meta } & Record<string, unknown>;

const modules = import.meta.glob<StoryModule>(
  [
    '/packages/ui/src/screens/**/*.stories.tsx',
    '/packages/ui/src/shell/**/*.stories.tsx',
    '/packages/ui/src/components/**/*.stories.tsx',
  ],
  { eager: true },
);

describe('the check itself', () => {
  it('fails a placeholder-only field that axe lets through, and passes the ways this UI names fields', async () => {
    document.body.innerHTML = `
      <main>
        <input id="only-placeholder" placeholder="Buscar eventos">
        <label for="labelled">E-mail</label><input id="labelled" type="email">
        <input aria-label="Quantidade de PISTA" type="number">
        <span id="uf-label">Estado</span><select aria-labelledby="uf-label"><option>CE</option></select>
      </main>`;
    const results = await axe.run(document.body, { runOnly: ['label', 'select-name'] });
    expect(results.violations).toEqual([]);
    expect(unnamedControls(document)).toEqual(['<input placeholder="Buscar eventos">']);
    document.body.innerHTML = '';
  });
});

// Rendered without the Storybook preview's decorators: its one decorator only swaps links for anchors that
// do not navigate, and screens fall back to plain anchors by themselves.
describe('every story names its form controls with a label, aria-label or aria-labelledby', () => {
  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module) as Record<string, ComponentType & { storyName?: string }>;
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file.replace('/packages/ui/src/', '')} › ${name}`, () => {
        const { unmount } = render(<Story />);
        // The whole document: dialogs render in a portal outside the story's container.
        expect(unnamedControls(document)).toEqual([]);
        unmount();
      });
    }
  }

  it('rendered the forms (login, checkout, event form, slides, location...) and checked their controls', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(controlsSeen).toBeGreaterThan(300);
  });
});
