import type { Locator, Page } from 'playwright-core';

/*
 * Driving the app with the keyboard alone, the way a keyboard or switch user does: Tab and Shift+Tab from stop
 * to stop, checking at each one that the focused control can be seen (on screen, not hidden, not covered) and
 * that it shows a focus indicator. "Shows an indicator" means an outline, or a box-shadow ring on it or on a
 * close ancestor (the event card draws its ring on the card), that the same element did not have unfocused:
 * before every Tab the page records how each focusable element looks unfocused, and the check compares.
 */

/** Focusable, for the record of unfocused looks (the browser decides the real tab order). */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/**
 * How far above the focused element a ring may be drawn (the event card: link → heading → text column → body
 * beside the date → card, which draws the ring around the whole card).
 */
const RING_DEPTH = 4;

/** Window properties the probe keeps between calls (a client-side navigation keeps the window). */
interface ProbeWindow extends Window {
  __keyboardLooks?: WeakMap<Element, string[]>;
  __keyboardPrevious?: Element | null;
}

interface FocusReport {
  /** Nothing in the page has focus: the last Tab left the page (browser UI) or focus was dropped. */
  onBody: boolean;
  description: string;
  /** Why the focused element does not count as visible or indicated; empty when it does. */
  problems: string[];
  /** The same element as before the key press. */
  same: boolean;
}

/**
 * In the page: how an element looks as far as focus indicators go (visible outlines and non-transparent
 * box-shadows on it and its close ancestors), and whether the focused element can be seen. One function so
 * that `page.evaluate` ships it whole; `mode` picks the job.
 */
function probe([mode, focusable, depth]: ['remember' | 'check', string, number]): FocusReport | null {
  const win = window as ProbeWindow;
  // Helpers as object methods, not named function values: tsx (esbuild keepNames) would wrap those in a
  // `__name` call that does not exist in the page.
  const probeHelpers = {
    alpha(color: string): number {
      const channels = /rgba?\(([^)]*)\)/
        .exec(color)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean);
      return channels && channels.length === 4 ? Number(channels[3]) : color === 'transparent' ? 0 : 1;
    },
    looks(element: Element): string[] {
      const parts: string[] = [];
      let node: Element | null = element;
      for (let level = 0; node && level <= depth; level++, node = node.parentElement) {
        const style = getComputedStyle(node);
        if (
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          this.alpha(style.outlineColor) > 0
        )
          parts.push(`${level}:outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`);
        // Shadows are comma separated, and so are the channels inside rgb(...).
        for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
          const color = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? 'rgb(0, 0, 0)';
          const lengths = shadow
            .replace(color, '')
            .trim()
            .split(/\s+/)
            .filter((part) => part.endsWith('px'))
            .map(parseFloat);
          if (this.alpha(color) > 0 && lengths.some((length) => length !== 0))
            parts.push(`${level}:shadow ${shadow.trim()}`);
        }
      }
      return parts;
    },
    /** A ring still fading out (CSS transition) is not the element's unfocused look: do not record it. */
    settling(element: Element): boolean {
      let node: Element | null = element;
      for (let level = 0; node && level <= depth; level++, node = node.parentElement)
        if (node.getAnimations().some((animation) => animation.playState === 'running')) return true;
      return false;
    },
    describe(element: Element): string {
      const html = element as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> | null };
      const name =
        element.getAttribute('aria-label') ??
        html.labels?.[0]?.textContent ??
        element.textContent ??
        element.getAttribute('placeholder') ??
        '';
      const role = element.getAttribute('role');
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    },
  };

  const active = document.activeElement;
  if (mode === 'remember') {
    const record = (win.__keyboardLooks ??= new WeakMap());
    for (const element of document.querySelectorAll(focusable))
      if (element !== active && !probeHelpers.settling(element))
        record.set(element, probeHelpers.looks(element));
    win.__keyboardPrevious = active;
    return null;
  }

  const same = active === win.__keyboardPrevious;
  if (!active || active === document.body || active === document.documentElement)
    return { onBody: true, description: '<body>', problems: [], same };

  const problems: string[] = [];
  const rect = active.getBoundingClientRect();
  if (rect.width < 2 || rect.height < 2)
    problems.push(`mede ${rect.width}×${rect.height} px (escondido ou só para leitores de tela)`);
  const centreX = rect.left + rect.width / 2;
  const centreY = rect.top + rect.height / 2;
  if (centreX < 0 || centreY < 0 || centreX > innerWidth || centreY > innerHeight)
    problems.push(`fora da tela (centro em ${Math.round(centreX)},${Math.round(centreY)})`);
  else {
    const hit = document.elementFromPoint(centreX, centreY);
    if (hit && hit !== active && !active.contains(hit) && !hit.contains(active))
      problems.push(`coberto por ${probeHelpers.describe(hit)}`);
  }
  if (active.closest('[inert], [aria-hidden="true"]'))
    problems.push('dentro de conteúdo inerte ou aria-hidden');
  for (let node: Element | null = active; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.visibility !== 'visible' || style.opacity === '0' || style.display === 'none') {
      problems.push(
        `invisível (${probeHelpers.describe(node)}: visibility ${style.visibility}, opacity ${style.opacity})`,
      );
      break;
    }
  }

  const focused = probeHelpers.looks(active);
  const unfocused = win.__keyboardLooks?.get(active);
  // Without a record (the element appeared with focus, e.g. a dialog's first control), ask for an
  // unmistakable indicator: an outline or a ring (a shadow with spread), not just any shadow.
  const indicated = unfocused
    ? focused.some((part) => !unfocused.includes(part))
    : focused.some((part) => part.includes(':outline') || /\s0px\s0px\s0px\s[1-9]/.test(part));
  if (!indicated)
    problems.push(
      `sem indicador de foco visível (com foco: ${focused.join('; ') || 'nada'}; sem foco: ${unfocused ? unfocused.join('; ') || 'nada' : 'sem registro'})`,
    );
  return { onBody: false, description: probeHelpers.describe(active), problems, same };
}

async function rememberUnfocusedLooks(page: Page): Promise<void> {
  await page.evaluate(probe, ['remember', FOCUSABLE, RING_DEPTH] as ['remember', string, number]);
}

async function checkFocus(page: Page): Promise<FocusReport> {
  return (await page.evaluate(probe, ['check', FOCUSABLE, RING_DEPTH] as ['check', string, number]))!;
}

/**
 * Fails unless the focused element is on screen, not hidden or covered, and shows a focus indicator. Focus
 * rings fade in (CSS transitions) and the page may still be scrolling to the element: this waits up to
 * `timeoutMs` for both. Returns the element's description.
 */
export async function expectVisibleFocus(page: Page, timeoutMs = 1_500): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = await checkFocus(page);
    if (report.onBody) throw new Error('nenhum elemento tem o foco (ele caiu no <body>)');
    if (report.problems.length === 0) return report.description;
    if (Date.now() > deadline)
      throw new Error(`foco em ${report.description}: ${report.problems.join('; ')}`);
    await page.waitForTimeout(50);
  }
}

/**
 * One Tab (or Shift+Tab) press. Fails when focus did not move (stuck) or landed somewhere that cannot be
 * seen or shows no indicator. Returns where focus went; `null` when it left the page (past the last stop,
 * towards the browser's own controls), which the next press comes back from.
 */
export async function tab(page: Page, { shift = false } = {}): Promise<string | null> {
  await rememberUnfocusedLooks(page);
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  const report = await checkFocus(page);
  if (report.onBody) return null;
  if (report.same) throw new Error(`o foco ficou preso em ${report.description}`);
  return expectVisibleFocus(page);
}

/** Whether `target` has focus now. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Tabs (or Shift+Tabs) until `target` has focus, checking every stop on the way. At most `max` presses, so a
 * control that keyboard users cannot reach fails with the path taken instead of hanging the test.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { shift = false, max = 40 }: { shift?: boolean; max?: number } = {},
): Promise<string[]> {
  await target.waitFor({ state: 'visible' });
  const path: string[] = [];
  if (await isFocused(target)) return path;
  for (let presses = 0; presses < max; presses++) {
    path.push((await tab(page, { shift })) ?? '(fora da página)');
    if (await isFocused(target)) return path;
  }
  throw new Error(
    `${await target.evaluate((element) => element.outerHTML.slice(0, 120))} não recebeu o foco em ` +
      `${max} ${shift ? 'Shift+Tab' : 'Tab'}: ${path.join(' → ')}`,
  );
}

/**
 * Presses `key` on whatever has focus. With `expectFocus`, a control must have focus afterwards and show it:
 * the same one (Enter on a stepper) or the one the key moved to inside a widget (arrow keys on tabs).
 */
export async function press(
  page: Page,
  key: string,
  { expectFocus = false }: { expectFocus?: boolean } = {},
): Promise<void> {
  await rememberUnfocusedLooks(page);
  await page.keyboard.press(key);
  if (expectFocus) await expectVisibleFocus(page);
}

/** Whether focus is inside `container` now. */
export function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}
