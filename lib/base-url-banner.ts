/**
 * The wrong-base-URL banner (issue 9, item 5). When the export is served under another path than
 * the base path it was built for, its stylesheet and scripts (at `<basePath>/_next/…`) fail to
 * load and React never starts, so only an inline script can tell the reader. After `load` it
 * checks a custom property the site stylesheet defines; if it is missing, it shows a banner with
 * the configured base path and the one the URL suggests: the pathname minus the page's own route
 * (taken from `link[rel=canonical]`); without a canonical link, the pathname itself for a folder
 * URL (`/x/`, `/x/index.html`: the home page) or else its folder.
 * Kept small by hand: it ships inline in every page (HTML and RSC payload).
 */

/** The custom property (app/globals.css `:root`) whose absence means the stylesheet did not load. */
export const STYLESHEET_PROBE_PROPERTY = '--navbar-height';

/** id of the banner element the script inserts. */
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/**
 * The inline script (placed at the end of `<body>`).
 * @param basePath - the configured base path (`''` for `/`)
 */
export function baseUrlBannerScript(basePath: string): string {
  const shown = JSON.stringify(basePath || '/');
  return (
    `addEventListener('load',function(){var d=document,c=d.querySelector('link[rel=canonical]'),` +
    `l=location.pathname,h=/\\/(index\\.html)?$/.test(l),p=l.replace(/(\\/index)?\\.html$/,'').replace(/\\/$/,''),` +
    `r=c&&new URL(c.href).pathname.slice(${basePath.length}),` +
    `s=(r&&r!='/'&&p.slice(-r.length)==r?p.slice(0,-r.length):h?p:p.replace(/\\/[^/]*$/,''))||'/',e=d.createElement('p');` +
    `if(getComputedStyle(d.documentElement).getPropertyValue(${JSON.stringify(STYLESHEET_PROBE_PROPERTY)}))return;` +
    `e.id=${JSON.stringify(BASE_URL_BANNER_ID)};e.role='alert';` +
    `e.textContent='This site did not load properly: it was built for the base path '+${shown}+' but is served under '+s+'. Rebuild with '+(s=='/'?'BASE_PATH unset':'BASE_PATH='+s)+' or serve it at '+${shown}+'.';` +
    `d.body.prepend(e)})`
  );
}
