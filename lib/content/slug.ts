import GithubSlugger from 'github-slugger';

/**
 * The one slugger (github-slugger, as rehype-slug uses) for TOC entries, heading anchors, search
 * record URLs and the link checker. One instance per page: repeated headings get `-1`, `-2`.
 */
export function createSlugger(): { slug(text: string): string } {
  const slugger = new GithubSlugger();
  return { slug: (text: string) => slugger.slug(text) };
}

/** Slug of a single string, e.g. an OpenAPI summary (`Get health status` → `get-health-status`). */
export function slugify(text: string): string {
  return new GithubSlugger().slug(text);
}
