import { create } from 'zustand';

/** SPEC §8 / DECISIONS D7: one recorded error (message, place, URL, stack). */
export interface ErrorLogEntry {
  id: number;
  message: string;
  /** Where it happened: a component stack line, a script position, or the kind of event. */
  place: string;
  url: string;
  stack: string;
  time: number;
}

/** Keeps the list bounded: an error in a render loop must not grow memory without end. */
export const ERROR_LOG_LIMIT = 100;

interface ErrorLogState {
  logs: ErrorLogEntry[];
  addErrorLog: (entry: Omit<ErrorLogEntry, 'id' | 'time'> & { time?: number }) => void;
  clearErrorLog: () => void;
}

let nextId = 1;

export const useErrorLogStore = create<ErrorLogState>((set) => ({
  logs: [],
  addErrorLog: (entry) =>
    set((state) => ({
      logs: [...state.logs, { ...entry, id: nextId++, time: entry.time ?? Date.now() }].slice(-ERROR_LOG_LIMIT),
    })),
  clearErrorLog: () => set({ logs: [] }),
}));

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

/** Records an error caught by a React error boundary (always, whatever the build). */
export function logRenderError(error: unknown, componentStack?: string | null): void {
  const { message, stack } = describe(error);
  const place =
    componentStack
      ?.split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? 'React render';
  useErrorLogStore
    .getState()
    .addErrorLog({ message, place, url: window.location.href, stack: stack || componentStack || '' });
}

/**
 * SPEC §8 / DECISIONS D7: production builds record uncaught errors and unhandled rejections in the error-log store.
 * Returns the uninstaller; does nothing (and returns a no-op) when not enabled.
 */
export function installErrorLog(enabled: boolean = import.meta.env.PROD): () => void {
  if (!enabled || typeof window === 'undefined') return () => {};
  const onError = (event: ErrorEvent) => {
    const { message, stack } = describe(event.error ?? event.message);
    const place = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window.onerror';
    useErrorLogStore
      .getState()
      .addErrorLog({ message: event.message || message, place, url: window.location.href, stack });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    useErrorLogStore.getState().addErrorLog({ message, place: 'unhandledrejection', url: window.location.href, stack });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
