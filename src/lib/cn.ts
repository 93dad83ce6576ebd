import { clsx, type ClassValue } from 'clsx';

/** Join class names. Primitives take props (`size`, `variant`) for what would conflict with their own, so nothing merges Tailwind's at runtime. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
