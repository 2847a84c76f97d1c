/** Reloads the page (the location filter applies to every request, so the spec reloads on change). */
export function reloadPage(): void {
  window.location.reload();
}
