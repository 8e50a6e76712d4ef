import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is at least partly on screen (IntersectionObserver; true where it is missing). */
export function useVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

/**
 * Scrolls the box (never the page) so that the line sits in its middle. `scrollIntoView` would
 * scroll every scrollable ancestor, the window included.
 */
export function centreInBox(box: HTMLElement | null, line: HTMLElement | null): void {
  if (!box || !line) return;
  const lineTop = line.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  const target = lineTop - (box.clientHeight - line.offsetHeight) / 2;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollTo({ top: Math.max(0, target), behavior: reduceMotion ? 'auto' : 'smooth' });
}
