import { type RefObject, useEffect, useState } from 'react';

/**
 * The element's width in CSS pixels, kept current. The chart draws at its real size instead of
 * scaling a fixed viewBox, so its labels stay readable on a phone.
 */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
