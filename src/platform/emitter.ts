type Listener<E> = (event: E) => void;

/**
 * The one small event store every model and store uses: typed events, `on` returns its own
 * unsubscribe, and `clear()` removes every listener (a destroy()). Listeners added or removed while an
 * event is being delivered take effect from the next one.
 */
export function createEmitter<Events extends object>() {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on<K extends keyof Events>(type: K, fn: Listener<Events[K]>): () => void {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    },
    emit<K extends keyof Events>(type: K, event: Events[K]): void {
      for (const fn of [...(listeners.get(type) ?? [])]) (fn as Listener<Events[K]>)(event);
    },
    clear(): void {
      listeners.clear();
    },
  };
}

export type Emitter<Events extends object> = ReturnType<typeof createEmitter<Events>>;
