import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import 'sonner/dist/styles.css';
import { useMediaQuery } from '../../lib/useMediaQuery';

/** Spec §9: from 640px the toasts sit bottom-right; on phones at the top. */
const WIDE_QUERY = '(min-width: 640px)';

/**
 * The one toaster (spec §2/§9): theme follows the system, one toast visible, at most 420px wide.
 * sonner's own injected <style> is switched off at build time (vite.config.ts) in favour of its
 * stylesheet, which the CSP allows.
 */
export default function Toaster({ label }: { label: string }) {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <Sonner
      theme="system"
      containerAriaLabel={label}
      visibleToasts={1}
      position={wide ? 'bottom-right' : 'top-center'}
      style={{ '--width': '420px' } as CSSProperties}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
