import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

/**
 * The text an MDX attribute passes to its component: a plain value (`href="x"`), or a string
 * literal or a template without `${}` written as an expression (`href={"x"}`, ``href={`x`}``),
 * read from the ESTree micromark-extension-mdx-jsx attaches. Rules that judge a value (the link
 * scheme, an admonition type) read it here, so an expression cannot hide a value from them.
 * @returns the text, or `undefined` for a bare attribute or any other expression (which the
 *   content-is-data rule refuses)
 */
export function attributeText(attribute: MdxJsxAttribute): string | undefined {
  const value = attribute.value;
  if (typeof value === 'string') return value;
  const statement = value?.data?.estree?.body.length === 1 ? value.data.estree.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const expression = statement.expression;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}
