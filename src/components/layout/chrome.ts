import { createContext, useContext } from 'react';
import type { ChromeCopy } from '../../content/copy';

/** The layout's words in the page's language (src/content/<locale>/chrome.ts), for the parts every page shares. */
export const ChromeContext = createContext<ChromeCopy | null>(null);

export function useChrome(): ChromeCopy {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error('useChrome: outside the layout');
  return chrome;
}
