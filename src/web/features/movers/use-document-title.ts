import { useEffect } from 'react';

/**
 * The tab's title while this page shows; `after` (or the title before it) when it goes, e.g. the
 * plate site's when an admin switches the home page back to plates (the server's page may have
 * come with the movers' title).
 */
export function useDocumentTitle(title: string, after?: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = after ?? before;
    };
  }, [title, after]);
}
