import { create } from 'zustand';

/**
 * One notification channel for the whole SPA. The request layer and forms push here; <Toaster/> renders it.
 * Kept free of antd so the marketing pages can show a toast without loading the admin UI library.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

interface NotifyState {
  toasts: Toast[];
  push: (kind: ToastKind, text: string, durationMs?: number) => number;
  dismiss: (id: number) => void;
  reset: () => void;
}

let nextId = 1;
const DEFAULT_DURATION_MS = 3000;

export const useNotifyStore = create<NotifyState>((set) => ({
  toasts: [],
  push: (kind, text, durationMs = DEFAULT_DURATION_MS) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, kind, text, durationMs }] }));
    setTimeout(() => useNotifyStore.getState().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  reset: () => set({ toasts: [] }),
}));

export const notify = {
  success: (text: string, durationMs?: number) => useNotifyStore.getState().push('success', text, durationMs),
  error: (text: string, durationMs?: number) => useNotifyStore.getState().push('error', text, durationMs),
  info: (text: string, durationMs?: number) => useNotifyStore.getState().push('info', text, durationMs),
  warning: (text: string, durationMs?: number) => useNotifyStore.getState().push('warning', text, durationMs),
};
