import { StrictMode, type ReactNode } from 'react';

/** The wrapper shared by the browser entry and the prerender entry, so both render the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
