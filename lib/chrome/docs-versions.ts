/**
 * Docs version lookups (`docs.versions` in site.config.ts). The navbar's docsVersionDropdown
 * names versions by id; an unknown id fails the build.
 */
import type { SiteConfig } from '../config/site-config';

/** A docs version as configured. */
export type DocsVersion = SiteConfig['docs']['versions'][number];

/** Thrown for a lookup of a version id that is not configured. */
export class DocsVersionError extends Error {
  override name = 'DocsVersionError';
}

/**
 * The configured version with this name.
 * @param docs - `siteConfig.docs`
 * @throws DocsVersionError naming the id, the known ids and where to fix it
 */
export function getDocsVersion(name: string, docs: SiteConfig['docs']): DocsVersion {
  const version = docs.versions.find((v) => v.name === name);
  if (!version) {
    const known = docs.versions.map((v) => `"${v.name}"`).join(', ');
    throw new DocsVersionError(`Unknown docs version "${name}". Known versions: ${known} (docs.versions in site.config.ts).`);
  }
  return version;
}

/**
 * The route of a version's main doc (`/what-is-nillion` for the current version at `/`).
 * @param mainDocId - content id of the main doc (siteConfig.mainDocId)
 */
export function versionMainDocHref(version: DocsVersion, mainDocId: string): string {
  return `${version.path}${mainDocId}`;
}
