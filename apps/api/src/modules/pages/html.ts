/*
 * Text from organizers reaches the page's head in two places: attribute and element text (HTML-escaped) and the
 * JSON-LD data block (JSON whose `<`, `>` and `&` are \u escapes, so no `</script>` or `<!--` can end or change
 * the block; U+2028/U+2029 too, for the parsers that still treat them as line ends).
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe as element text and as a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** `<script type="application/ld+json">` with `data`, safe whatever strings it holds. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

export const metaName = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`;
export const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;

/** One line of plain text from what an organizer typed: blanks collapsed, at most `max` characters. */
export function plainLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The built index.html, cut where the page's head tags go: its own `<title>` and description are taken out
 * (each page writes its own) and remembered as the defaults.
 */
export interface PageTemplate {
  before: string;
  after: string;
  defaultTitle: string;
  defaultDescription: string;
}

const TITLE = /<title>([\s\S]*?)<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/i;

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function parseTemplate(html: string): PageTemplate {
  const title = TITLE.exec(html);
  const description = DESCRIPTION.exec(html);
  let rest = html;
  if (description) rest = rest.replace(DESCRIPTION, '');
  const titleAt = title ? rest.search(TITLE) : rest.search(/<\/head>/i);
  if (title) rest = rest.replace(TITLE, '');
  const at = titleAt < 0 ? 0 : titleAt;
  return {
    before: rest.slice(0, at),
    after: rest.slice(at),
    defaultTitle: title ? unescapeHtml(title[1]!.trim()) : 'Bilheteria',
    defaultDescription: description ? unescapeHtml(description[1]!.replace(/\s+/g, ' ').trim()) : '',
  };
}

/** The page with `head` (tags, already escaped) where the template's title was. */
export const fillTemplate = (template: PageTemplate, head: string) =>
  `${template.before}${head}\n    ${template.after}`;
