import { useSyncExternalStore } from 'react';
import { TOAST } from '../ui-constants.js';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
}

type Listener = () => void;

/**
 * The notification list (customer-side section 4): at most one toast, a new one replaces the
 * previous; a dismissed toast closes at once and leaves the list after TOAST.removeDelayMs.
 */
export class ToastStore {
  private toasts: readonly ToastItem[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly removals = new Map<string, ReturnType<typeof setTimeout>>();
  private counter = 0;

  show(input: ToastInput): { id: string; dismiss: () => void } {
    const id = String(++this.counter);
    const item: ToastItem = { ...input, id, open: true, variant: input.variant ?? 'default' };
    this.set([item, ...this.toasts].slice(0, TOAST.limit));
    return { id, dismiss: () => this.dismiss(id) };
  }

  dismiss(id?: string): void {
    for (const item of this.toasts) {
      if ((id === undefined || item.id === id) && !this.removals.has(item.id)) {
        this.removals.set(item.id, setTimeout(() => this.remove(item.id), TOAST.removeDelayMs));
      }
    }
    this.set(this.toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  }

  getSnapshot = (): readonly ToastItem[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private remove(id: string): void {
    this.removals.delete(id);
    this.set(this.toasts.filter((item) => item.id !== id));
  }

  private set(next: readonly ToastItem[]): void {
    this.toasts = next;
    for (const listener of this.listeners) listener();
  }
}

/** The page's one notification list. */
export const toastStore = new ToastStore();

export function toast(input: ToastInput) {
  return toastStore.show(input);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}
