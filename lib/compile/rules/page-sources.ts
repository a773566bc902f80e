/**
 * Pages that show code or name the release they document record what their facts were checked
 * against: a page with a fenced code block in any language but `text` (a block without a language
 * counts as code), or with `applies_to`, lists `sources` in its front matter. Reported at the first
 * such block, or at the `applies_to` line.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { FrontMatter } from '../parse';
import { atLine, report } from './report';

const RULE = 'page-sources';

const FIX =
  'add `sources:` to the front matter: the repository (owner/name), the release tag or full commit sha, and the paths of the code the page was checked against (CONTRIBUTING.md, front matter).';

/** What the rule reads of a page: its front matter and the line of each front-matter key. */
export interface PageSourcesInput {
  frontMatter: Pick<FrontMatter, 'sources' | 'applies_to'>;
  /** 1-based file line of each top-level front-matter key. */
  keyLines: ReadonlyMap<string, number>;
}

/** Remark plugin: the page-sources rule, reported on the page's file. */
export function remarkPageSources(page: PageSourcesInput) {
  return (tree: Root, file: VFile) => {
    if (page.frontMatter.sources?.length) return;
    let code: Code | undefined;
    visit(tree, 'code', (block) => {
      if (block.lang === 'text') return;
      code = block;
      return false;
    });
    if (code) report(file, code, `the page shows code (\`\`\`${code.lang ?? ''}) but lists no sources: ${FIX}`, RULE);
    if (page.frontMatter.applies_to) report(file, atLine(page.keyLines.get('applies_to') ?? 1), `the page sets applies_to but lists no sources: ${FIX}`, RULE);
  };
}
