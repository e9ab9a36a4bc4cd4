// What the bar at the bottom of every page shows: the connection and a new version waiting.
// A tiny store (useSyncExternalStore) shared by register.tsx and OfflineStatus.tsx.

export interface OfflineStatusState {
  online: boolean
  /** set when a new version is installed and waiting: takes it and reloads */
  applyUpdate: (() => void) | null
}

export interface OfflineStatusStore {
  get: () => OfflineStatusState
  set: (change: Partial<OfflineStatusState>) => void
  subscribe: (listener: () => void) => () => void
}

export function createOfflineStatusStore(initial: OfflineStatusState): OfflineStatusStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(change) {
      state = { ...state, ...change }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
