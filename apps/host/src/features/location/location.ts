import { stateName } from '@bilheteria/ui';
import { reloadPage } from '../../lib/browser';
import { storage } from '../../lib/storage';

export const ANY_LOCATION_LABEL = 'Qualquer lugar';

/** Top bar location button: the chosen state's name, or "Qualquer lugar". */
export function locationLabel(uf: string | null | undefined): string {
  return stateName(uf) ?? ANY_LOCATION_LABEL;
}

/**
 * Location modal "Filtrar": saves the UF locally (removes it when empty) and reloads, so every
 * request and cached list starts over with the new `state` parameter.
 */
export function applyLocation(uf: string | null): void {
  const code = uf?.trim().toUpperCase();
  if (code) storage.selectedUF.set(code);
  else storage.selectedUF.remove();
  reloadPage();
}
