/**
 * What the Vitest story run changes on the page so that screenshots are the same on every run of the
 * CI image. Only the test setup (vitest.setup.ts) installs it; Storybook's UI never sees it.
 *
 * Fonts: the theme asks for Inter, then system fonts, so what renders depends on what the machine has.
 * CI installs only fonts-dejavu-core (DejaVu Sans and Sans Mono, Book and Bold); a developer machine
 * may also carry fonts-dejavu-extra (Light, Oblique, Condensed), which a plain `font-family: 'DejaVu
 * Sans'` would pick for some weights and for italics. So two aliases map every weight and style onto
 * exactly the two core faces of each family.
 */
const SANS = 'Bilheteria Screenshot Sans';
const MONO = 'Bilheteria Screenshot Mono';

function faces(family: string, regular: string, bold: string) {
  // Both styles point at the upright files: an "italic" face keeps Chromium from synthesizing a
  // slant (or picking DejaVu Sans Oblique where it is installed).
  return ['normal', 'italic']
    .flatMap((style) => [
      `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: 1 549; src: local('${regular}'); }`,
      `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: 550 1000; src: local('${bold}'); }`,
    ])
    .join('\n');
}

export const SCREENSHOT_FONTS = { sans: SANS, mono: MONO } as const;

export const screenshotCss = `
${faces(SANS, 'DejaVu Sans', 'DejaVu Sans Bold')}
${faces(MONO, 'DejaVu Sans Mono', 'DejaVu Sans Mono Bold')}

/* Unlayered, so it beats Tailwind's theme layer: every utility reads these variables. */
:root, :host {
  --font-sans: '${SANS}';
  --font-mono: '${MONO}';
  --default-font-family: '${SANS}';
  --default-mono-font-family: '${MONO}';
}

*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  scroll-behavior: auto !important;
  caret-color: transparent !important;
}

/* Dialogs are portalled to <body> and sized to the viewport; when one is open the screenshot is of
   <body>, which must then be at least one screen tall to hold it. */
body { min-height: 100vh; }
`;
