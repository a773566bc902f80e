/**
 * Honest notices for interactive controls whose code did not load. A control that needs
 * JavaScript carries `data-feature="<name>"` and sets `data-ready` once its client code runs. Two
 * paths report a failure on the control itself:
 *
 * - a chunk the control loads on intent fails (the search modal): its client code shows
 *   {@link unavailableText} next to it;
 * - the page's own scripts fail, so React never starts: {@link featureNoticeScript}, inline in
 *   `<head>`, records failed `<script>` loads and after `load` adds the notice to every control
 *   that never became ready.
 *
 * No Node imports: the text is shared by server and client code.
 */

/** CSS class of the notice element (app/globals.css). */
export const FEATURE_NOTICE_CLASS = 'feature-notice';

/** The notice text for a control: `Search is unavailable: reload the page`. */
export function unavailableText(feature: string): string {
  return `${feature} is unavailable: reload the page`;
}

/** The inline `<head>` script; kept small by hand, it ships in every page. */
export function featureNoticeScript(): string {
  return (
    `(function(){var f=0;addEventListener('error',function(e){var t=e.target;if(t&&t.tagName=='SCRIPT')f=1},true);` +
    `addEventListener('load',function(){if(f)document.querySelectorAll('[data-feature]:not([data-ready])').forEach(function(c){` +
    `if(c.querySelector('.${FEATURE_NOTICE_CLASS}'))return;var n=document.createElement('span');n.className='${FEATURE_NOTICE_CLASS}';n.role='status';` +
    `n.textContent=c.dataset.feature+${JSON.stringify(unavailableText(''))};c.appendChild(n)})})})()`
  );
}
