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
 */
export function contentRules(page: { file: string } & PageSourcesInput): PluggableList {
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
