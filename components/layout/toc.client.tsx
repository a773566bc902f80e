'use client';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { ABOVE_PHONE_MEDIA_QUERY } from '@/lib/config/breakpoints';
import { useCurrentPathname } from '@/components/ui/router-hooks';

/** One TOC entry: heading id, text and depth (2 or 3). */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

/** A scroll spy shared by every TOC of the page that lists the same headings. */
interface Spy {
  active: string | null;
  listeners: Set<() => void>;
  stop: () => void;
}

/** The running spies, by the ids they watch (the column TOC and the disclosure share one). */
const spies = new Map<string, Spy>();

/**
 * Starts watching `ids`: the section in view is the last heading above the top 30 % of the
 * viewport (the first heading before any has passed that line), recomputed once per frame while
 * scrolling or resizing.
 */
function startSpy(ids: string[]): Spy {
  const spy: Spy = { active: null, listeners: new Set(), stop: () => {} };
  const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  if (!headings.length) return spy;
  let frame = 0;
  const update = () => {
    frame = 0;
    const line = window.innerHeight * 0.3;
    let current: string | null = null;
    for (const h of headings) {
      if (h.getBoundingClientRect().top <= line) current = h.id;
      else break;
    }
    const active = current ?? headings[0]!.id;
    if (active === spy.active) return;
    spy.active = active;
    for (const listener of spy.listeners) listener();
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
  spy.stop = () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
  return spy;
}

/**
 * The id of the section in view ({@link startSpy}); one listener serves every TOC of the page. The
 * page's path is part of the key: after a client-side navigation the same ids name new headings.
 */
function useActiveHeading(items: TocItem[]): string | null {
  const pathname = useCurrentPathname();
  const ids = items.map((i) => i.id).join('\n');
  const key = `${pathname}\n\n${ids}`;
  const subscribe = useCallback(
    (listener: () => void) => {
      let spy = spies.get(key);
      if (!spy) {
        spy = startSpy(ids ? ids.split('\n') : []);
        spies.set(key, spy);
      }
      spy.listeners.add(listener);
      const own = spy;
      return () => {
        own.listeners.delete(listener);
        if (own.listeners.size) return;
        own.stop();
        spies.delete(key);
      };
    },
    [key, ids],
  );
  return useSyncExternalStore(
    subscribe,
    () => spies.get(key)?.active ?? null,
    () => null,
  );
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
  const active = useActiveHeading(items);
  return (
    <nav className="toc" aria-label="On this page">
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
  const active = useActiveHeading(items);
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
    <nav className="toc-inline" aria-label="On this page" data-open={choice === null ? 'auto' : String(choice)}>
      <button type="button" className="toc-inline-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setChoice(!open)}>
        <span>On this page</span>
        {current && !open ? <span className="toc-inline-current">{current.text}</span> : null}
      </button>
      <TocList items={items} active={active} id={listId} />
    </nav>
  );
}
