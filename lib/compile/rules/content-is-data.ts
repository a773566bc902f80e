/**
 * Content is data: a page may use the allowed components and HTML elements with literal attribute
 * values, and nothing that runs code — at build time (attribute expressions are evaluated when the
 * page renders) or in the reader's browser (event handlers, `dangerouslySetInnerHTML`). Refused,
 * each at its line and column with what is allowed instead:
 * - a JSX name outside the allow-list (lib/mdx/allow-list.ts `MDX_ALLOWED_ELEMENTS`);
 * - an attribute the element does not take (`MDX_ATTRIBUTES`), whatever its value — this covers
 *   `on*`, `style`, `ref` and `dangerouslySetInnerHTML`;
 * - an attribute value that is an expression other than a string, number or boolean literal
 *   (`title={process.env.X}`), and an attribute spread (`{...props}`);
 * - `import`/`export` and `{expressions}` in the text (a `{/* comment *\/}` is allowed).
 * The MDX syntax is micromark's (mdast-util-mdx-jsx, mdast-util-mdx-expression, mdast-util-mdxjs-esm),
 * whose attribute expressions carry their ESTree; a `.md` page has no JSX or expressions at all.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';

/** An attribute expression's ESTree program (micromark-extension-mdx-jsx attaches it). */
type Program = NonNullable<NonNullable<MdxJsxAttributeValueExpression['data']>['estree']>;
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { API_PAGE_ATTRIBUTES, MDX_ALLOWED_ELEMENTS, MDX_ATTRIBUTES } from '../../mdx/allow-list';
import { report } from './report';

const RULE = 'content-is-data';
const DOCS = 'CONTRIBUTING.md § Markdown and components';

/** Whether an attribute expression is a plain literal: a string, a number, a boolean, or a template without `${}`. */
function isLiteral(program: Program | undefined): boolean {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return false;
  const expression = statement.expression;
  if (expression.type === 'Literal') return ['string', 'number', 'boolean'].includes(typeof expression.value);
  if (expression.type === 'TemplateLiteral') return expression.expressions.length === 0;
  if (expression.type === 'UnaryExpression' && expression.operator === '-') {
    return expression.argument.type === 'Literal' && typeof expression.argument.value === 'number';
  }
  return false;
}

/** The attributes each JSX name takes: the content components', plus the API components' on generated pages. */
type AttributeTable = Readonly<Record<string, readonly string[]>>;

/** What is wrong with an attribute of `<name>` (a message with what is allowed), or undefined when it is allowed. */
function attributeProblem(name: string, attribute: MdxJsxAttribute | MdxJsxExpressionAttribute, table: AttributeTable): string | undefined {
  if (attribute.type === 'mdxJsxExpressionAttribute') {
    return `<${name}> spreads attributes ({...}): content is data, so write each attribute as name="value" (${DOCS}).`;
  }
  const allowed = table[name] ?? [];
  if (!allowed.includes(attribute.name)) {
    const list = allowed.length ? allowed.join(', ') : 'none';
    return `<${name}> takes no attribute "${attribute.name}": content is data (no event handlers, styles or HTML injection). Attributes of <${name}>: ${list} (${DOCS}).`;
  }
  const value = attribute.value;
  if (value && typeof value === 'object' && !isLiteral(value.data?.estree ?? undefined)) {
    return `<${name} ${attribute.name}={${value.value.slice(0, 40)}}> is an expression: content is data, so an attribute is text (${attribute.name}="…"), a number or true/false (${DOCS}).`;
  }
  return undefined;
}

/**
 * Remark plugin: the content-is-data rule, reported on the page's file ({@link report}).
 * @param options.generated - a page the prebuild generated from a spec: the API components are allowed too
 */
export function remarkContentIsData(options: { generated?: boolean } = {}) {
  const table: AttributeTable = options.generated ? API_PAGE_ATTRIBUTES : MDX_ATTRIBUTES;
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? '(fragment)';
        if (!Object.hasOwn(table, name)) {
          report(file, node, `<${name}> is not an allowed component. Use one of: ${[...MDX_ALLOWED_ELEMENTS].join(', ')} (${DOCS}).`, RULE);
          return;
        }
        for (const attribute of node.attributes) {
          const problem = attributeProblem(name, attribute, table);
          if (problem) report(file, attribute.position ? attribute : node, problem, RULE);
        }
      } else if (node.type === 'mdxjsEsm') {
        report(file, node, `import/export is not allowed in content: components are provided by the site (${DOCS}).`, RULE);
      } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        // Only a comment is allowed: its ESTree has no statement (a regex over the text would let
        // `{/* a */ code /* b */}` through).
        if (node.data?.estree?.body.length !== 0) {
          report(file, node, `"{${node.value.slice(0, 40)}}" is a JavaScript expression. Escape the braces (\\{ \\}) or put the text in backticks.`, RULE);
        }
      }
    });
  };
}
