'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A navbar dropdown (disclosure pattern). Opens on hover (CSS, pointer devices), on click and from
 * the keyboard (Enter/Space/ArrowDown on the button; arrows move between entries); closes on
 * Escape (focus returns to the button) and on a press, touch or focus outside it. In the mobile drawer `mobileLabel` ('Languages',
 * 'Versions') replaces the label.
 */
export function NavbarDropdown({ label, mobileLabel, children }: { label: string; mobileLabel?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const entries = () => Array.from(root.current?.querySelectorAll<HTMLElement>('.dropdown-menu a[href]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = at === -1 ? (step === 1 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
      // The menu renders on this state change; focus once it is visible.
      requestAnimationFrame(() => entries()[next]?.focus());
    }
  };

  return (
    <div ref={root} className="dropdown" data-open={open} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="navbar-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {mobileLabel ? (
          <>
            <span className="dropdown-label">{label}</span>
            <span className="dropdown-label-mobile">{mobileLabel}</span>
          </>
        ) : (
          label
        )}
      </button>
      <ul id={menuId} className="dropdown-menu">
        {children}
      </ul>
    </div>
  );
}
