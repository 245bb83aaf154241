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
