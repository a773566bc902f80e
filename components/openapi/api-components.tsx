import type { ReactNode } from 'react';
import { MethodBadge } from '@/components/ui/method-badge';
import type { API_ATTRIBUTES } from '@/lib/mdx/allow-list';
import type { TryItOperation } from '@/lib/openapi/try-it';
import { TryItLauncher } from './try-it-launcher.client';

/**
 * The components of the generated API pages (lib/openapi/page-source.ts writes them; the content
 * compile allows them on those pages only). Every attribute arrives as the literal text the
 * generator wrote; a bare attribute (`required`) arrives as `true`.
 */
type Flag = boolean | string | undefined;
const on = (flag: Flag) => flag === true || flag === 'true';

/** The summary of an operation, when it says more than the page's h1. */
export function ApiLead({ children }: { children?: ReactNode }) {
  return <div className="api-lead">{children}</div>;
}

/** Method and path of an operation, and the full URL on its first server. */
export function ApiEndpoint({ method, path, url, webhook }: { method: string; path: string; url?: string; webhook?: Flag }) {
  return (
    <>
      <p className="api-endpoint">
        {on(webhook) ? 'Webhook ' : null}
        <MethodBadge method={method} />
        <code className="api-endpoint-path">{path}</code>
      </p>
      {url ? (
        <p className="api-endpoint-url">
          Full URL: <code>{url}</code>
        </p>
      ) : null}
    </>
  );
}

/** The Try-it button; `operation` is the JSON of a {@link TryItOperation} (lib/openapi/try-it.ts). */
export function ApiTryIt({ operation }: { operation: string }) {
  return <TryItLauncher operation={JSON.parse(operation) as TryItOperation} />;
}

/** The parameters table: one {@link ApiParameter} row each. */
export function ApiParameters({ children }: { children?: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must take keyboard focus to be scrolled (WCAG 2.1.1, axe scrollable-region-focusable).
    <table className="api-params" tabIndex={0}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">In</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Constraints</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One parameter row; `constraints` is a JSON array of texts; the children are its description. */
export function ApiParameter({
  name,
  in: where,
  type,
  required,
  deprecated,
  constraints,
  children,
}: {
  name: string;
  in: string;
  type: string;
  required?: Flag;
  deprecated?: Flag;
  constraints?: string;
  children?: ReactNode;
}) {
  const limits = constraints ? (JSON.parse(constraints) as string[]) : [];
  return (
    <tr>
      <td>
        <code>{name}</code>
        {on(deprecated) ? <span className="api-flag">deprecated</span> : null}
      </td>
      <td>{where}</td>
      <td>
        <code>{type}</code>
      </td>
      <td>{on(required) ? 'yes' : 'no'}</td>
      <td>
        {limits.length
          ? limits.map((c) => (
              <code key={c} className="api-constraint">
                {c}
              </code>
            ))
          : '—'}
      </td>
      <td>{children}</td>
    </tr>
  );
}

/** Whether a body is required, and its media types (space-separated). */
export function ApiBodyMeta({ required, media }: { required?: Flag; media: string }) {
  return (
    <p className="api-body-meta">
      {required === undefined ? null : on(required) ? <span className="api-prop-required">required</span> : <span className="api-flag">optional</span>}
      {media.split(' ').map((m) => (
        <code key={m} className="api-media-type">
          {m}
        </code>
      ))}
    </p>
  );
}

/** A schema: its type line, then its facts and members (the children). */
export function ApiSchema({ type, name, children }: { type: string; name?: string; children?: ReactNode }) {
  return (
    <div className="api-schema">
      <p className="api-schema-type">
        <span className="api-prop-type">{type}</span>
        {name ? <span className="api-schema-name">{name}</span> : null}
      </p>
      {children}
    </div>
  );
}

/** The properties of a schema (or a response's headers): one {@link ApiProperty} each. */
export function ApiProperties({ children }: { children?: ReactNode }) {
  return <ul className="api-schema-props">{children}</ul>;
}

/** One property: name, type and required mark; the children are its facts and members. */
export function ApiProperty({ name, type, required, children }: { name: string; type?: string; required?: Flag; children?: ReactNode }) {
  return (
    <li className="api-prop">
      <div className="api-prop-head">
        <code className="api-prop-name">{name}</code>
        {type ? <span className="api-prop-type">{type}</span> : null}
        {on(required) ? <span className="api-prop-required">required</span> : null}
      </div>
      <div className="api-prop-body">{children}</div>
    </li>
  );
}

/** What sits below a property, folded in a native `<details>` (keyboard-operable) until opened. */
export function ApiFields({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <details className="api-prop-children">
      <summary>
        Fields of <code>{name}</code>
      </summary>
      {children}
    </details>
  );
}

/** The spec's version and OpenAPI version, as badges. */
export function ApiVersions({ version, openapi }: { version?: string; openapi: string }) {
  return (
    <p className="api-info-badges">
      {version ? <span className="badge">Version: {version}</span> : null} <span className="badge">OpenAPI {openapi}</span>
    </p>
  );
}

/** Every API component by its name in the generated pages. */
// biome-ignore lint/suspicious/noExplicitAny: MDX passes each component the attributes the generator wrote; the props types above state them.
export const apiComponents: Record<keyof typeof API_ATTRIBUTES, (props: any) => ReactNode> = {
  ApiLead,
  ApiEndpoint,
  ApiTryIt,
  ApiParameters,
  ApiParameter,
  ApiBodyMeta,
  ApiSchema,
  ApiProperties,
  ApiProperty,
  ApiFields,
  // An HTTP method badge inside a line (the info page's operation list).
  ApiMethod: MethodBadge,
  ApiVersions,
};
