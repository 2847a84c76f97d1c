/** "Barretos / SP": city and UF, skipping the missing one; "" when both are missing. */
function formatPlace(city: string | null | undefined, state: string | null | undefined) {
  return [city?.trim(), state?.trim().toUpperCase()].filter(Boolean).join(' / ');
}

export { formatPlace };
