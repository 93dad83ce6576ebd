import type { ReactNode } from 'react';

/** Spec §3 Toast: 'default' or 'destructive'. */
type ToastVariant = 'default' | 'destructive';

interface NotifyOptions {
  title: ReactNode;
  description?: ReactNode;
  action?: { label: string; onClick: () => void };
  variant?: ToastVariant;
}

let counter = 0;

/** The next toast id: a string from an incrementing counter (spec §3). */
export function nextToastId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

/**
 * Raise a toast in the site's one toaster. sonner is loaded on demand, so calling this costs
 * nothing until it is used. Resolves to the toast's id.
 */
export async function notify({ title, description, action, variant = 'default' }: NotifyOptions): Promise<string> {
  const { toast } = await import('sonner');
  const id = nextToastId();
  const options = { id, description, action };
  if (variant === 'destructive') toast.error(title, options);
  else toast(title, options);
  return id;
}
