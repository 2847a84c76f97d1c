/**
 * Copies text for "Copiar código". The Clipboard API needs a secure context and permission; the old
 * `execCommand('copy')` on a hidden field covers plain-http pages and older mobile browsers.
 * Rejects when neither works, so the screen does not claim "Copiado!".
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Denied or unavailable: try the fallback below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    field.remove();
  }
}
