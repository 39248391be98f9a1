import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top (docs/product.md#pages-and-navigation); a #hash scrolls to
 * its section instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}
