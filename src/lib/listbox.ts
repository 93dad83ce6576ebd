/**
 * Keyboard model of a single-select listbox (WAI-ARIA APG): which option becomes active for a key.
 * Returns the new active index, or null when the key does not move the active option.
 */
export function nextActiveIndex(key: string, active: number, options: readonly string[], typed = ''): number | null {
  const last = options.length - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, last);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      break;
  }
  if (typed) {
    const needle = typed.toLowerCase();
    // Type-ahead: the next option after the active one that starts with the typed text, wrapping.
    for (let step = typed.length === 1 ? 1 : 0; step <= options.length; step += 1) {
      const index = (active + step + options.length) % options.length;
      if (options[index]!.toLowerCase().startsWith(needle)) return index;
    }
  }
  return null;
}
