// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import Toaster from './Toaster';
import { nextToastId, notify } from '../../lib/notify';

function mockViewport(width: number) {
  window.matchMedia = vi.fn((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width >= min,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

afterEach(cleanup);

describe('Toaster + notify', () => {
  for (const [width, y, x] of [
    [375, 'top', 'center'],
    [1280, 'bottom', 'right'],
  ] as const) {
    it(`places toasts ${y}-${x} at ${width}px, follows the system theme, 420px wide`, async () => {
      mockViewport(width);
      const { container, getByRole } = render(<Toaster label="Notificaciones" />);
      await act(() => notify({ title: 'Saved', description: 'All good' }));
      expect(getByRole('region', { name: /^Notificaciones/ })).toBeTruthy(); // in the page's language
      const list = await waitFor(() => {
        const found = container.ownerDocument.querySelector<HTMLElement>('[data-sonner-toaster]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(list.dataset.yPosition).toBe(y);
      expect(list.dataset.xPosition).toBe(x);
      expect(['light', 'dark']).toContain(list.dataset.sonnerTheme);
      expect(list.style.getPropertyValue('--width')).toBe('420px');
    });
  }

  it('shows one toast at a time, newest first, in the default or destructive variant', async () => {
    mockViewport(1280);
    const { container } = render(<Toaster label="Notifications" />);
    await act(() => notify({ title: 'First' }));
    await act(() => notify({ title: 'Could not save', variant: 'destructive' }));
    const toasts = await waitFor(() => {
      const found = [...container.ownerDocument.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
      // sonner's store is global: earlier tests' toasts are still in it.
      expect(found.map((toast) => toast.textContent).join()).toContain('Could not save');
      return found;
    });
    const visible = toasts.filter((toast) => toast.dataset.visible === 'true');
    expect(visible).toHaveLength(1);
    expect(visible[0]!.textContent).toContain('Could not save');
    expect(visible[0]!.dataset.type).toBe('error');
  });

  it('gives toast ids from an incrementing counter', () => {
    const a = Number(nextToastId());
    expect(Number(nextToastId())).toBe(a + 1);
  });
});
