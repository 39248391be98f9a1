/**
 * False while the server renders a page (src/web/render-page.tsx): there is no window, storage or
 * network of a browser's own, and nothing live to follow.
 */
export const inBrowser = typeof window !== 'undefined';
