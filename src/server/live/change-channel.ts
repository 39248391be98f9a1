import { EventEmitter } from 'node:events';

/** What changed; listeners reload what they show. */
export type ChangeTopic = 'storefront';

/**
 * Fans a change out to every listener of every app instance. On SQLite there is one instance, so
 * an in-process emitter does it; on PostgreSQL, LISTEN/NOTIFY takes its place behind this interface.
 */
export interface ChangeChannel {
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(listener: (topic: ChangeTopic) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessChannel(): ChangeChannel {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic) {
      emitter.emit('change', topic);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
