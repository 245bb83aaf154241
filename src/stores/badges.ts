import { create } from 'zustand';

/**
 * Counts shown as a badge next to sidebar entries, keyed by route name (e.g. pending registrations on
 * 'reviewregistrations'). Pages set them when they load; a source registered here refreshes one on shell mount.
 */
interface BadgesState {
  counts: Record<string, number>;
  setCount: (name: string, count: number) => void;
  reset: () => void;
}

export const useBadgesStore = create<BadgesState>((set) => ({
  counts: {},
  setCount: (name, count) => set((state) => ({ counts: { ...state.counts, [name]: count } })),
  reset: () => set({ counts: {} }),
}));

type BadgeSource = () => Promise<number>;
const sources = new Map<string, BadgeSource>();

/** Who can refresh the count of a route name; the route table registers it next to the record. */
export function registerBadgeSource(name: string, load: BadgeSource): void {
  sources.set(name, load);
}

/** Refreshes the counts of the given route names that have a source (the names the user's menu shows). */
export async function refreshBadges(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const load = sources.get(name);
      if (!load) return;
      try {
        useBadgesStore.getState().setCount(name, await load());
      } catch {
        // A badge is a hint: a failed refresh keeps the last count.
      }
    }),
  );
}
