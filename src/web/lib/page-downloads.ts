import { atom } from 'nanostores';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How many pages' chunks are downloading; the navigation bar shows while any is. */
export const $pageDownloads = atom(0);

/** A page component from its own chunk, downloaded the first time it renders. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    // React asks for the chunk while rendering; tell the bar once that render is over.
    await null;
    $pageDownloads.set($pageDownloads.get() + 1);
    try {
      return { default: (await load())[name] };
    } finally {
      $pageDownloads.set($pageDownloads.get() - 1);
    }
  });
}
