/**
 * What `public/` may hold, checked by the prebuild: the export serves `public/` as it is, so a file
 * there is published under the site's origin. The site runs only the scripts its build emits and
 * the self-hosted analytics tag, the file `ANALYTICS_PRIVACY_TAG_SRC` names. The CSP's `'self'`
 * lets a page of `public/` load any same-origin script, so `public/` holds no other script file, and
 * no document kind a host serves as a page without the site's policy. Extensions are lower case:
 * hosts and the CSP headers (header-policy.ts) match them case-sensitively in paths.
 */

/** One refused file of `public/`: its path relative to `public/`, and why, with the fix. */
export interface PublicFileProblem {
  rel: string;
  reason: string;
}

/** Script files: a browser runs them when a page loads them. */
const SCRIPTS = ['js', 'mjs', 'cjs'];

/** Documents some hosts serve as pages (HTML, XHTML, XSLT, compressed SVG, web archives) that the postbuild gives no CSP `<meta>`. */
const UNPOLICED_DOCUMENTS = ['htm', 'shtml', 'xhtml', 'xht', 'xsl', 'xslt', 'svgz', 'mht', 'mhtml'];

/**
 * The files of `public/` it may not hold.
 * @param files - the files of `public/`, relative to it, `/` separated
 * @param tagScript - the URL path of the self-hosted analytics tag (`ANALYTICS_PRIVACY_TAG_SRC`,
 *   e.g. `/js/tag.js`), the one script allowed, or null for none
 */
export function publicFileProblems(files: readonly string[], tagScript: string | null): PublicFileProblem[] {
  const problems: PublicFileProblem[] = [];
  for (const rel of files) {
    const name = rel.split('/').pop()!;
    const ext = /\.([^./]+)$/.exec(name)?.[1];
    if (!ext) continue;
    const lower = ext.toLowerCase();
    if (SCRIPTS.includes(lower) && `/${rel}` !== tagScript) {
      problems.push({
        rel,
        reason:
          'is a script: the site runs only the scripts its build emits, and a page may load no other. Delete it, or publish it as text (.txt) for readers to download. ' +
          `If it is the self-hosted analytics tag, set ANALYTICS_PRIVACY_TAG_SRC=/${rel} for every build.`,
      });
    } else if (UNPOLICED_DOCUMENTS.includes(lower)) {
      problems.push({
        rel,
        reason: `is a .${ext} document, which hosts serve as a page without the site's CSP. Publish it as a page of content/, or as .html.`,
      });
    } else if (ext !== lower) {
      problems.push({
        rel,
        reason: `has an upper-case extension: hosts and the site's headers match extensions case-sensitively. Rename it to ${name.slice(0, -ext.length)}${lower}.`,
      });
    }
  }
  return problems;
}
