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

/** A toast carried over a full page load (sessionStorage: this tab only), with when it was raised. */
const CARRIED_KEY = 'toast-across-page-load';
/** A carried toast older than this belongs to an earlier moment and is not shown. */
const CARRIED_FRESH_MS = 10_000;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Shows the toast now and once more on the next page load: for a success followed by a full-page
 * redirect (demo login, logout from the portal), which would otherwise wipe it before it is read.
 */
export function toastAcrossPageLoad(input: Omit<ToastInput, 'action'>, now: number = Date.now()) {
  try {
    sessionStore()?.setItem(CARRIED_KEY, JSON.stringify({ title: input.title, description: input.description, variant: input.variant, at: now }));
  } catch {
    // storage full or blocked: the toast still shows before the page changes
  }
  return toast(input);
}

/** The toast the previous page carried over, once, while fresh; null otherwise. */
export function takeCarriedToast(now: number = Date.now()): ToastInput | null {
  const store = sessionStore();
  const raw = store?.getItem(CARRIED_KEY) ?? null;
  if (raw === null) return null;
  store?.removeItem(CARRIED_KEY);
  try {
    const carried = JSON.parse(raw) as { title?: unknown; description?: unknown; variant?: unknown; at?: unknown };
    if (typeof carried.title !== 'string' || typeof carried.at !== 'number' || now - carried.at > CARRIED_FRESH_MS || carried.at > now) return null;
    return {
      title: carried.title,
      ...(typeof carried.description === 'string' ? { description: carried.description } : {}),
      ...(carried.variant === 'destructive' ? { variant: 'destructive' as const } : {}),
    };
  } catch {
    return null;
  }
}
