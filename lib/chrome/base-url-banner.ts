/**
 * The degraded-page banner. When the site stylesheet did not load (a custom property it defines is
 * missing after `load`), an inline script tells the reader, since React may never start either.
 * It names a base-path problem only when the URL proves one:
 *
 * - the page's route is known from `link[rel=canonical]` and the URL path ends with it (or, for the
 *   home page, is a folder URL): the part in front is the base path the export is served under,
 *   and it differs from the configured one;
 * - or a base path is configured and the URL path lies outside it.
 *
 * It then shows both base paths and how to fix the mismatch. Otherwise (the stylesheet failed on
 * a correctly served page: network, CDN) it says only that the page did not load fully.
 * Kept small by hand: it ships inline in every page.
 */

/** The custom property (app/globals.css `:root`) whose absence means the stylesheet did not load. */
const STYLESHEET_PROBE_PROPERTY = '--navbar-height';

/** id of the banner element the script inserts. */
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/** The banner text when the stylesheet failed without a base-path mismatch. */
const STYLESHEET_FAILED_TEXT = 'This page did not load fully (its stylesheet is missing). Reload the page.';

/**
 * The inline script (placed at the end of `<body>`).
 * @param basePath - the configured base path (`''` for `/`)
 */
export function baseUrlBannerScript(basePath: string): string {
  const base = JSON.stringify(basePath);
  const shown = JSON.stringify(basePath || '/');
  return (
    `addEventListener('load',function(){var d=document;` +
    `if(getComputedStyle(d.documentElement).getPropertyValue(${JSON.stringify(STYLESHEET_PROBE_PROPERTY)}))return;` +
    `var c=d.querySelector('link[rel=canonical]'),b=${base},l=location.pathname,h=/\\/(index\\.html)?$/.test(l),` +
    `p=l.replace(/(\\/index)?\\.html$/,'').replace(/\\/$/,''),r=c&&(new URL(c.href).pathname.slice(b.length)||'/'),` +
    `k=r&&(r=='/'?h:p.slice(-r.length)==r),` +
    `s=(k?(r=='/'?p:p.slice(0,-r.length)):h?p:p.replace(/\\/[^/]*$/,''))||'/',` +
    `m=k?s!=(b||'/'):b&&p!=b&&p.indexOf(b+'/')!=0,e=d.createElement('p');` +
    `e.id=${JSON.stringify(BASE_URL_BANNER_ID)};e.role='alert';` +
    `e.textContent=m?'This site did not load properly: it was built for the base path '+${shown}+' but is served under '+s+'. Rebuild with '+(s=='/'?'BASE_PATH unset':'BASE_PATH='+s)+' or serve it at '+${shown}+'.':${JSON.stringify(STYLESHEET_FAILED_TEXT)};` +
    `d.body.prepend(e)})`
  );
}
