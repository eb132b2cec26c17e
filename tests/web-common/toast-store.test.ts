import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastStore } from '@marketplace/web-common/toast/toast-store';

describe('toasts (customer-side section 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one toast at a time: a new one replaces the previous', () => {
    const store = new ToastStore();
    store.show({ title: 'Welcome back!' });
    store.show({ title: 'Login failed', variant: 'destructive' });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: 'Login failed', variant: 'destructive', open: true })]);
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const store = new ToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const { dismiss } = store.show({ title: 'Logged out' });
    dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: 'Logged out', open: false, variant: 'default' })]);
    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
