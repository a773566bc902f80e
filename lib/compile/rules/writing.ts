/**
 * Writing rules (CONTRIBUTING.md § Content rules), on the page's tree, so code blocks, inline code
 * and link URLs are never read as prose:
 * - prose speaks to the reader, never about how the page was written ({@link META_WORDING});
 * - no placeholder prose (TODO, TBD, FIXME, lorem ipsum);
 * - at most one uncertainty admonition per page, none on a values page and none directly before or
 *   after a table;
 * - a link that says its page lists or defines something points at the heading that does, so
 *   the link check verifies it.
 */
import type { Link, Parent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report';

/** Wording about how a page was written, which a reader cannot act on. */
export const META_WORDING =
  /\bupstream\b|\boriginal (?:page|guide|tutorial)\b|\b(?:older|earlier|previous) versions? of this (?:page|guide|tutorial|example)\b|\bour (?:explanation|interpretation)\b|\bthe brief\b/i;

/**
 * Wording that marks an admonition as an uncertainty box: the page admits it does not know.
 * Matched case-insensitively against the admonition's title and body.
 */
export const UNCERTAINTY_WORDING =
  /\bunverified\b|\bnot (?:been |yet )?(?:verified|confirmed)\b|\b(?:could|can) ?not (?:be )?(?:verified|confirmed)\b|\bmay have ended\b|\b(?:likely|probably) (?:has )?ended\b|\bwhether (?:it|this|they|any part of it) (?:is|are) still\b/i;

/** Pages whose job is definite values (endpoints, chain ids), by content file: no uncertainty admonition at all. */
export const VALUES_PAGES = new Set(['content/network-configuration.mdx']);

const PLACEHOLDER = /\b(TODO|TBD|FIXME)\b|lorem ipsum/i;

/** Text right after a link that promises a list or definition: `[x](/p) lists`, `[x](/p) page defines`. */
const PROMISE_AFTER = /^(?:\s+(?:page|pages|reference|table|section|guide))?\s+(lists|defines)\b/;
/** Text right before a link: `listed in [x](/p)`, `defined by the [x](/p)`. */
const PROMISE_BEFORE = /\b(listed|defined)\s+(?:in|on|by)\s+(?:the\s+)?$/;

const titleOf = (node: MdxJsxFlowElement) => {
  const title = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title');
  return title && typeof title.value === 'string' ? title.value : '';
};

function checkProse(file: VFile, node: Text) {
  const meta = META_WORDING.exec(node.value);
  if (meta)
    report(
      file,
      node,
      `"${meta[0]}" talks about how the page was written: say what holds for the reader (name the version it applies to) or remove it.`,
      'writing',
    );
  const placeholder = PLACEHOLDER.exec(node.value);
  if (placeholder) report(file, node, `placeholder prose "${placeholder[0]}": finish the sentence or remove it.`, 'writing');
}

function checkPromise(file: VFile, link: Link, parent: Parent, index: number) {
  if (!link.url.startsWith('/') || link.url.includes('#')) return;
  const after = parent.children[index + 1];
  const before = parent.children[index - 1];
  const verb =
    (after?.type === 'text' ? PROMISE_AFTER.exec(after.value)?.[1] : undefined) ??
    (before?.type === 'text' ? PROMISE_BEFORE.exec(before.value)?.[1] : undefined);
  if (!verb) return;
  report(
    file,
    link,
    `"[${mdastToString(link)}](${link.url})" says the page ${verb} something: link the heading that does (${link.url}#<heading>), so the link check verifies it.`,
    'writing',
  );
}

/**
 * Remark plugin: the writing rules, reported on the page's file.
 * @param options.file - the page's repository-relative path (values pages are named by it)
 */
export function remarkWritingRules(options: { file: string }) {
  return (tree: Root, file: VFile) => {
    const uncertain: { node: MdxJsxFlowElement; parent: Parent; index: number }[] = [];
    visit(tree, (node, index, parent) => {
      if (node.type === 'code' || node.type === 'inlineCode') return SKIP;
      if (node.type === 'text') checkProse(file, node);
      else if (node.type === 'link' && parent && index !== undefined) checkPromise(file, node, parent, index);
      else if (node.type === 'mdxJsxFlowElement' && node.name === 'Admonition' && parent && index !== undefined) {
        if (UNCERTAINTY_WORDING.test(`${titleOf(node)}\n${mdastToString(node)}`)) uncertain.push({ node, parent, index });
      }
      return undefined;
    });
    const first = uncertain[0]?.node.position?.start.line;
    for (const { node } of uncertain.slice(1)) {
      report(
        file,
        node,
        `second uncertainty admonition on the page (the first is at line ${first}): settle the fact, scope it to a version, or leave it out.`,
        'writing',
      );
    }
    for (const { node, parent, index } of uncertain) {
      const isTable = (n: RootContent | undefined) => n?.type === 'table';
      if (VALUES_PAGES.has(options.file)) report(file, node, 'uncertainty admonition on a values page: a value that is not settled is left out.', 'writing');
      else if (isTable(parent.children[index - 1] as RootContent) || isTable(parent.children[index + 1] as RootContent)) {
        report(file, node, 'uncertainty admonition next to a table of values: settle the value or leave the row out.', 'writing');
      }
    }
  };
}
