'use client';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { readStorage, writeStorage } from '@/lib/chrome/browser-storage';
import { TABS_KEY_PREFIX } from '@/lib/chrome/storage-keys';

const EVENT = 'docs:tabs-group';

/**
 * The interactive part of `<Tabs>`: a tab list over server-rendered panels. Tabs with the same
 * `groupId` switch together on the page and in other tabs of the browser, and the choice is
 * remembered (`TABS_KEY_PREFIX + groupId` in localStorage).
 */
export function TabsClient({
  items,
  panels,
  groupId,
  defaultValue,
}: {
  items: { value: string; label: string }[];
  panels: ReactNode[];
  groupId?: string;
  defaultValue?: string;
}) {
  const baseId = useId();
  const [active, setActive] = useState(defaultValue ?? items[0]?.value ?? '');
  const key = groupId ? `${TABS_KEY_PREFIX}${groupId}` : null;

  useEffect(() => {
    if (!key) return;
    const stored = readStorage(key);
    if (stored && items.some((i) => i.value === stored)) setActive(stored);
    const onGroup = (event: Event) => {
      const { detail } = event as CustomEvent<{ key: string; value: string }>;
      if (detail.key === key && items.some((i) => i.value === detail.value)) setActive(detail.value);
    };
    window.addEventListener(EVENT, onGroup);
    return () => window.removeEventListener(EVENT, onGroup);
  }, [key, items]);

  const select = useCallback(
    (value: string) => {
      setActive(value);
      if (key) {
        writeStorage(key, value);
        window.dispatchEvent(new CustomEvent(EVENT, { detail: { key, value } }));
      }
    },
    [key],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = items[(index + delta + items.length) % items.length]!;
    select(next.value);
    document.getElementById(`${baseId}-tab-${next.value}`)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list">
        {items.map((item, i) => (
          <button
            key={item.value}
            id={`${baseId}-tab-${item.value}`}
            type="button"
            role="tab"
            aria-selected={item.value === active}
            aria-controls={`${baseId}-panel-${item.value}`}
            tabIndex={item.value === active ? 0 : -1}
            className="tabs-tab"
            onClick={() => select(item.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => {
        const value = items[i]!.value;
        return (
          <div
            key={value}
            id={`${baseId}-panel-${value}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${value}`}
            hidden={value !== active}
            className="tabs-panel"
          >
            {panel}
          </div>
        );
      })}
    </div>
  );
}
