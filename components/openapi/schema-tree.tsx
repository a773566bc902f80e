import type { ReactNode } from 'react';
import { Tabs, TabItem } from '@/components/mdx/tabs';
import { constraintTexts, resolveSchema, typeLabel, valueText, valueTexts, type SchemaTable } from '@/lib/openapi/schema-format';
import type { SchemaNode } from '@/lib/openapi/types';
import { Markdown, type ApiView } from './markup';

/** Deepest level the tree renders; deeper schemas show their type only. */
const MAX_DEPTH = 12;

interface TreeProps {
  node: SchemaNode;
  view: ApiView;
  depth: number;
  /** Named schemas being expanded on the way here (a recursion stops at a repeat). */
  ancestry: string[];
}

/** Whether a schema has anything to expand below it. */
function hasChildren(node: SchemaNode, schemas: SchemaTable): boolean {
  const s = resolveSchema(node, schemas);
  if (s.properties?.length || s.variants || typeof s.additionalProperties === 'object' || s.prefixItems || s.not) return true;
  if (s.items) {
    const items = resolveSchema(s.items, schemas);
    return Boolean(items.properties?.length || items.variants || typeof items.additionalProperties === 'object' || items.items);
  }
  return false;
}

const inline = (value: string) => <code>{value}</code>;

function joinNodes(nodes: ReactNode[], separator: string): ReactNode[] {
  return nodes.flatMap((n, i) => (i ? [separator, n] : [n]));
}

/** Description, allowed values, limits, default and example of one schema. */
function SchemaFacts({ node, view }: { node: SchemaNode; view: ApiView }) {
  const values = valueTexts(node);
  const limits = constraintTexts(node);
  const flags = [node.readOnly && 'read-only', node.writeOnly && 'write-only', node.deprecated && 'deprecated'].filter(Boolean) as string[];
  const example = node.examples?.[0];
  return (
    <>
      {node.title && !node.description ? <p className="api-schema-title">{node.title}</p> : null}
      <Markdown view={view} source={node.description} />
      {flags.length ? (
        <p className="api-schema-flags">
          {flags.map((f) => (
            <span key={f} className="api-flag">
              {f}
            </span>
          ))}
        </p>
      ) : null}
      {values.enum ? (
        <p className="api-schema-fact">
          Allowed values:{' '}
          {joinNodes(
            values.enum.map((v) => <code key={v}>{v}</code>),
            ', ',
          )}
        </p>
      ) : null}
      {values.const !== undefined ? <p className="api-schema-fact">Always: {inline(values.const)}</p> : null}
      {limits.length ? (
        <p className="api-schema-fact">
          Limits:{' '}
          {joinNodes(
            limits.map((l) => <code key={l}>{l}</code>),
            ', ',
          )}
        </p>
      ) : null}
      {values.default !== undefined ? <p className="api-schema-fact">Default: {inline(values.default)}</p> : null}
      {example !== undefined ? <p className="api-schema-fact">Example: {inline(valueText(example))}</p> : null}
    </>
  );
}

/** A variant's tab label: its schema name, title or type. */
function variantLabels(options: SchemaNode[], schemas: SchemaTable): string[] {
  const labels = options.map((o) => o.name ?? resolveSchema(o, schemas).title ?? typeLabel(o, schemas));
  return labels.map((label, i) => (labels.indexOf(label) !== i || labels.lastIndexOf(label) !== i ? `${label} (${i + 1})` : label));
}

/** What sits below a schema: its properties, extra properties, array items, variants. */
function SchemaChildren({ node, view, depth, ancestry }: TreeProps) {
  if (depth > MAX_DEPTH) return null;
  const { schemas } = view;
  const s = resolveSchema(node, schemas);
  const path = node.ref ? [...ancestry, node.ref] : ancestry;
  const parts: ReactNode[] = [];
  if (s.properties?.length) {
    parts.push(
      <ul key="props" className="api-schema-props">
        {s.properties.map((p) => (
          <PropertyRow key={p.name} name={p.name} required={p.required} node={p.schema} view={view} depth={depth} ancestry={path} />
        ))}
      </ul>,
    );
  }
  if (s.additionalProperties === true && s.properties?.length) {
    parts.push(
      <p key="extra" className="api-schema-note">
        Other properties are allowed.
      </p>,
    );
  } else if (typeof s.additionalProperties === 'object') {
    parts.push(
      <ul key="extra" className="api-schema-props">
        <PropertyRow name="[key: string]" required={false} node={s.additionalProperties} view={view} depth={depth} ancestry={path} />
      </ul>,
    );
  }
  if (s.prefixItems) {
    parts.push(
      <ul key="tuple" className="api-schema-props">
        {s.prefixItems.map((item, i) => (
          <PropertyRow key={i} name={`[${i}]`} required node={item} view={view} depth={depth} ancestry={path} />
        ))}
      </ul>,
    );
  } else if (s.items && hasChildren(s.items, schemas)) {
    const items = resolveSchema(s.items, schemas);
    if (s.items.ref && path.includes(s.items.ref)) parts.push(<RecursionNote key="items" name={items.name ?? s.items.ref} />);
    else {
      parts.push(
        <div key="items" className="api-schema-items">
          <p className="api-schema-note">Each item{s.items.ref ? <> is a {inline(items.name ?? '')}</> : null}:</p>
          {items.description && s.items.ref ? <Markdown view={view} source={items.description} /> : null}
          <SchemaChildren node={s.items} view={view} depth={depth + 1} ancestry={path} />
        </div>,
      );
    }
  }
  if (s.variants) {
    const labels = variantLabels(s.variants.options, schemas);
    parts.push(
      <div key="variants" className="api-schema-variants">
        <p className="api-schema-note">
          {s.variants.kind === 'oneOf' ? 'Exactly one of' : 'One or more of'} these shapes
          {s.variants.discriminator ? <>, told apart by {inline(s.variants.discriminator)}</> : null}:
        </p>
        <Tabs>
          {s.variants.options.map((option, i) => (
            <TabItem key={labels[i]} value={`${i}`} label={labels[i]}>
              <SchemaBlock node={option} view={view} depth={depth + 1} ancestry={path} />
            </TabItem>
          ))}
        </Tabs>
      </div>,
    );
  }
  if (s.not)
    parts.push(
      <p key="not" className="api-schema-note">
        Must not match: {inline(typeLabel(s.not, schemas))}
      </p>,
    );
  if (s.unmergedAllOf?.length) {
    parts.push(
      <p key="allof" className="api-schema-note">
        Also matches (recursive):{' '}
        {joinNodes(
          s.unmergedAllOf.map((n, i) => <code key={i}>{typeLabel(n, schemas)}</code>),
          ', ',
        )}
      </p>,
    );
  }
  return parts.length ? parts : null;
}

function RecursionNote({ name }: { name: string }) {
  return <p className="api-schema-note api-schema-recursive">Recursive: {inline(name)} again, as described above.</p>;
}

/**
 * One property: name, type, required mark and facts, always shown; what sits below it (nested
 * properties, items, variants) is collapsed in a native `<details>` until the reader opens it.
 */
function PropertyRow({ name, required, node, view, depth, ancestry }: TreeProps & { name: string; required: boolean }) {
  const { schemas } = view;
  const s = resolveSchema(node, schemas);
  const recursive = Boolean(node.ref && ancestry.includes(node.ref));
  const expandable = !recursive && hasChildren(node, schemas) && depth < MAX_DEPTH;
  return (
    <li className="api-prop">
      <div className="api-prop-head">
        <code className="api-prop-name">{name}</code>
        <span className="api-prop-type">{typeLabel(node, schemas)}</span>
        {required ? <span className="api-prop-required">required</span> : null}
      </div>
      <div className="api-prop-body">
        <SchemaFacts node={s} view={view} />
        {recursive ? <RecursionNote name={s.name ?? name} /> : null}
        {expandable ? (
          <details className="api-prop-children">
            <summary>
              Fields of <code>{name}</code>
            </summary>
            <SchemaChildren node={node} view={view} depth={depth + 1} ancestry={ancestry} />
          </details>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A schema as a tree: its type line and facts, then its properties (first level shown; what sits
 * below a property is collapsed in a native `<details>`, keyboard-operable), array items, and `oneOf`/`anyOf` variants as tabs. `allOf` arrives merged. A
 * named schema met again inside itself is shown as a recursion note instead of expanding forever.
 */
export function SchemaBlock({ node, view, depth = 0, ancestry = [] }: { node: SchemaNode; view: ApiView; depth?: number; ancestry?: string[] }) {
  const { schemas } = view;
  const s = resolveSchema(node, schemas);
  return (
    <div className="api-schema">
      <p className="api-schema-type">
        <span className="api-prop-type">{typeLabel(node, schemas)}</span>
        {node.ref && s.name && typeLabel(node, schemas) !== s.name ? <span className="api-schema-name">{s.name}</span> : null}
      </p>
      <SchemaFacts node={s} view={view} />
      <SchemaChildren node={node} view={view} depth={depth} ancestry={ancestry} />
    </div>
  );
}
