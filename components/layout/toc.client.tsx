'use client';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { ABOVE_PHONE_MEDIA_QUERY } from '@/lib/config/breakpoints';

/** One TOC entry: heading id, text and depth (2 or 3). */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

/**
 * The id of the section in view, updated while scrolling: the last heading above the top 30 % of
 * the viewport (the first heading before any has passed that line). A TOC the stylesheet hides
 * (the column below 1200 px, the disclosure above) measures nothing until it is shown again.
 * @param own - the TOC's element
 */
function useActiveHeading(items: TocItem[], own: RefObject<HTMLElement | null>): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const headings = items.map((i) => document.getElementById(i.id)).filter((h): h is HTMLElement => h !== null);
    if (!headings.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!own.current?.offsetParent) return;
      const line = window.innerHeight * 0.3;
      let current: string | null = null;
      for (const h of headings) {
        if (h.getBoundingClientRect().top <= line) current = h.id;
        else break;
      }
      setActive(current ?? headings[0]!.id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [items, own]);
  return active;
}

function TocList({ items, active, id }: { items: TocItem[]; active: string | null; id?: string }) {
  return (
    <ul id={id}>
      {items.map((item) => (
        <li key={item.id} className={`toc-depth-${item.depth}`}>
          <a href={`#${item.id}`} className={item.id === active ? 'active' : undefined} aria-current={item.id === active ? 'location' : undefined}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The table of contents (h2–h3) of the right-hand column, with the section in view highlighted
 * while scrolling.
 */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const own = useRef<HTMLElement>(null);
  const active = useActiveHeading(items, own);
  return (
    <nav ref={own} className="toc" aria-label="On this page">
      <p className="toc-heading">On this page</p>
      <TocList items={items} active={active} />
    </nav>
  );
}

/**
 * The table of contents at the top of the article where the right-hand column is not shown
 * (≤ 1200 px): an "On this page" button that shows or hides the list, with the section in view
 * highlighted like the column's. Until the reader toggles it, it is open wider than a phone and
 * closed on a phone; the stylesheet decides (`data-open="auto"`), so the first paint is already
 * right and nothing moves when the script runs.
 */
export function TableOfContentsDisclosure({ items }: { items: TocItem[] }) {
  const own = useRef<HTMLElement>(null);
  const active = useActiveHeading(items, own);
  const listId = useId();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(ABOVE_PHONE_MEDIA_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const open = choice ?? wide;
  const current = items.find((i) => i.id === active);
  return (
    <nav ref={own} className="toc-inline" aria-label="On this page" data-open={choice === null ? 'auto' : String(choice)}>
      <button type="button" className="toc-inline-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setChoice(!open)}>
        <span>On this page</span>
        {current && !open ? <span className="toc-inline-current">{current.text}</span> : null}
      </button>
      <TocList items={items} active={active} id={listId} />
    </nav>
  );
}
