/**
 * The class of the element each widget renders into. The stylesheet is scoped to it (see
 * build/scope-css.ts), so nothing of Bilheteria's look reaches the rest of the embedding page.
 */
export const EMBED_ROOT_CLASS = 'bilheteria-embed';
