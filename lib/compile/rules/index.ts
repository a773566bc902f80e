/**
 * The content rules: remark plugins that run inside the page's one MDX compile, after the site's
 * own plugins, and report through the page's file (report.ts). Listed in the order they run.
 */
import type { PluggableList } from 'unified';
import { remarkAdmonitionType } from './admonition-type';
import { remarkCitationRules } from './citations';
import { remarkCodeBlocks } from './code-blocks';
import { remarkCodeMeta } from './code-meta';
import { remarkContentIsData } from './content-is-data';
import { remarkFences } from './fences';
import { type PageSourcesInput, remarkPageSources } from './page-sources';
import { remarkSafeUrls } from './safe-urls';
import { remarkStatedResults } from './stated-results';
import { remarkWritingRules } from './writing';

export { RULE_SOURCE } from './report';

/**
 * The rules for one page, as unified plugins. `remarkCodeMeta` runs before highlighting: it drops
 * a bad range.
 * @param page.file - the page's repository-relative path (`content/x.mdx`)
 * @param page.frontMatter - its parsed front matter, with `keyLines` the line of each key
 * @param page.generated - an API page the prebuild generated from a spec: only the rules that
 *   keep a page safe and well-formed run (the writing, citation and sources rules are for pages
 *   people write; a spec's facts are the spec's)
 */
export function contentRules(page: { file: string; generated?: boolean } & PageSourcesInput): PluggableList {
  if (page.generated) return [remarkFences, remarkCodeBlocks, [remarkContentIsData, { generated: true }], remarkSafeUrls];
  return [
    remarkFences,
    remarkCodeBlocks,
    remarkCodeMeta,
    remarkContentIsData,
    remarkAdmonitionType,
    remarkSafeUrls,
    [remarkWritingRules, page],
    remarkStatedResults,
    [remarkCitationRules, page],
    [remarkPageSources, page],
  ];
}
