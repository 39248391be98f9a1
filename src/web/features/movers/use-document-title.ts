import { useEffect } from 'react';

/**
 * The tab's title while this page shows; the page's own title (index.html, the plate site's)
 * comes back when it goes, e.g. when an admin switches the home page back to plates.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
