import { fileURLToPath } from 'node:url';

/**
 * Import aliases of the web app (`@/features/…`, `@shared/…`), the same as tsconfig.web.json's
 * `paths`, for Vite and Vitest.
 */
export const WEB_ALIASES = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/web/', import.meta.url)) },
  { find: /^@shared\//, replacement: fileURLToPath(new URL('../src/shared/', import.meta.url)) },
];
