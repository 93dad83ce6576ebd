import { clsx, type ClassValue } from 'clsx';

/**
 * Join class names (conditionals allowed). Primitives take `className` last and join it here; they
 * expose props (`size`, `variant`) for anything that would otherwise conflict with their own
 * utilities, so no runtime Tailwind merging is needed (tailwind-merge would cost ~8 KB of JS).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
