import { StrictMode, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

/** Providers shared by the browser entry and the prerender entry, so both render the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <HelmetProvider>{children}</HelmetProvider>
    </StrictMode>
  );
}
