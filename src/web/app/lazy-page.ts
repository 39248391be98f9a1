import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page component from its own chunk, downloaded the first time it renders. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
