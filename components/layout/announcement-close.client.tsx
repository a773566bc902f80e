'use client';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_DISMISS_KEY } from '@/lib/chrome/announcement';
import { writeStorage } from '@/lib/chrome/browser-storage';

/**
 * Closes the announcement bar: hides it at once (the `<html>` attribute the CSS keys on) and
 * remembers the choice; without storage it stays closed for this page load only.
 */
export function AnnouncementClose() {
  const close = () => {
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
  };
  return (
    <button type="button" className="announcement-bar-close" aria-label="Close" title="Close" onClick={close}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
