'use client';
import { useEffect, useState } from 'react';
import { writeStorage } from '@/lib/chrome/browser-storage';
import { SIDEBAR_HIDDEN_KEY } from '@/lib/chrome/storage-keys';

/**
 * The button that hides or shows the docs sidebar. The choice is remembered and applied before
 * first paint by the inline script in app/layout.tsx (`data-sidebar-hidden` on `<html>`).
 */
export function DocsSidebarToggle() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => setHidden(document.documentElement.dataset.sidebarHidden === 'true'), []);
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    document.documentElement.dataset.sidebarHidden = String(next);
    writeStorage(SIDEBAR_HIDDEN_KEY, next ? 'true' : null);
  };
  return (
    <button
      type="button"
      className="sidebar-toggle"
      aria-expanded={!hidden}
      aria-label={hidden ? 'Expand sidebar' : 'Collapse sidebar'}
      title={hidden ? 'Expand sidebar' : 'Collapse sidebar'}
      onClick={toggle}
    >
      <span aria-hidden="true">{hidden ? '»' : '«'}</span>
    </button>
  );
}
