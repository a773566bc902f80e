/**
 * The content rules: remark plugins that run inside the page's one MDX compile, after the site's
 * own plugins, and report through the page's file (report.ts). Listed in the order they run.
 */
import { remarkCodeMeta } from './code-meta';
import { remarkContentIsData } from './content-is-data';
import { remarkFences } from './fences';
import { remarkSafeUrls } from './safe-urls';

export { RULE_SOURCE } from './report';

/** The rules as unified plugins. `remarkCodeMeta` runs before highlighting: it drops a bad range. */
export const contentRules = [remarkFences, remarkCodeMeta, remarkContentIsData, remarkSafeUrls];
