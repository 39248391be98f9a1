import type { ReadableAtom } from 'nanostores';
import { createContext } from 'react';
import { $storefront, type StorefrontState } from './storefront-store.ts';

/**
 * The storefront a tree renders with: the tab's live one (main.tsx), or one server render's own
 * (render-page.tsx), so renders with different storefronts cannot meet.
 */
export const StorefrontContext = createContext<ReadableAtom<StorefrontState>>($storefront);
