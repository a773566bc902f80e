// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { featureNoticeScript } from '@/lib/chrome/feature-notice';

/** Runs the head script on a page with two controls, optionally fails a script load, then fires `load`. */
function run(options: { scriptFails: boolean }): Record<string, string | null> {
  document.body.innerHTML =
    '<span data-feature="Search"><button>Search</button></span>' + '<span data-feature="Theme toggle" data-ready=""><button>Theme</button></span>';
  const listeners: { type: string; listener: EventListener }[] = [];
  const add = window.addEventListener;
  window.addEventListener = ((type: string, listener: EventListener) => listeners.push({ type, listener })) as typeof add;
  try {
    new Function(featureNoticeScript())();
  } finally {
    window.addEventListener = add;
  }
  const fire = (type: string, target: EventTarget) => {
    const event = new Event(type);
    Object.defineProperty(event, 'target', { value: target });
    for (const l of listeners.filter((x) => x.type === type)) l.listener(event);
  };
  if (options.scriptFails) fire('error', Object.assign(document.createElement('script'), { src: '/_next/static/chunks/app.js' }));
  fire('error', document.createElement('img'));
  fire('load', window);
  const notice = (feature: string) => document.querySelector(`[data-feature="${feature}"] .feature-notice`)?.textContent ?? null;
  return { Search: notice('Search'), 'Theme toggle': notice('Theme toggle') };
}

describe('feature notices for controls whose code did not load', () => {
  test('after a failed script, a control that never became ready says it is unavailable', () => {
    expect(run({ scriptFails: true })).toEqual({ Search: 'Search is unavailable: reload the page', 'Theme toggle': null });
    expect(document.querySelector('.feature-notice')?.getAttribute('role')).toBe('status');
  });

  test('no notice when every script loaded (a failed image does not count)', () => {
    expect(run({ scriptFails: false })).toEqual({ Search: null, 'Theme toggle': null });
  });
});
