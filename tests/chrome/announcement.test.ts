// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, announcementScript } from '@/lib/chrome/announcement';

// The pre-paint script, run as the browser would: against localStorage and <html>.
const run = (id: string) => new Function(announcementScript(id))();
const dismissed = () => document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});

describe('announcement storage rule', () => {
  test('first visit: stores the id, bar shown', () => {
    run('bar-1');
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('bar-1');
    expect(dismissed()).toBeNull();
  });

  test('same id, dismissed: hidden before paint', () => {
    localStorage.setItem('docusaurus.announcement.id', 'bar-1');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    run('bar-1');
    expect(dismissed()).toBe('true');
  });

  test('new id: stores it and clears the dismissal, bar shown', () => {
    localStorage.setItem('docusaurus.announcement.id', 'bar-1');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    run('bar-2');
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('bar-2');
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBeNull();
    expect(dismissed()).toBeNull();
  });

  test('ids with quotes cannot break out of the script', () => {
    run(`x"');alert(1);//`);
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe(`x"');alert(1);//`);
  });

  test('storage that throws: no error, bar shown', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('denied');
      },
    });
    try {
      expect(() => run('bar-1')).not.toThrow();
      expect(dismissed()).toBeNull();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
