import type { ReactElement } from 'react';
import { MethodBadge } from '@/components/ui/method-badge';
import { Admonition } from '@/components/mdx/admonition';
import { Tabs, TabItem } from '@/components/mdx/tabs';
import type { ApiModel, MediaTypeModel, OperationModel, OutlineItem, ServerModel } from '@/lib/openapi/types';
import { tryItOperation } from '@/lib/openapi/try-it';
import { exampleKey, type ApiPageCode } from '@/lib/content/api-html';
import { highlightedCode, Markdown, type ApiView } from './markup';
import { ParametersTable } from './parameters-table';
import { SchemaBlock } from './schema-tree';
import { SectionHeading } from './section-heading';
import { SecuritySummary } from './security-summary';
import { TryItLauncher } from './try-it-launcher.client';

/** An example the prebuild highlighted, by {@link exampleKey}; `undefined` when there is none. */
type Example = (key: string) => ReactElement | undefined;

/** A selector over a media type's named examples (server-rendered tabs), or `null` when it has fewer than two. */
function ExampleSelector({ media, owner, example }: { media: MediaTypeModel; owner: string; example: Example }) {
  if (!media.examples || media.examples.length < 2) return null;
  return (
    <div className="api-example-selector">
      <p className="api-example-label">Examples</p>
      <Tabs>
        {media.examples.map((named, i) => (
          <TabItem key={named.name ?? i} value={named.name ?? `${i}`} label={named.summary ?? named.name ?? `Example ${i + 1}`}>
            {example(exampleKey(owner, media.mediaType, i))}
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}

function ServerList({ servers }: { servers: ServerModel[] }) {
  if (!servers.length) return null;
  return (
    <ul className="api-servers">
      {servers.map((s) => (
        <li key={s.url}>
          Server: <code>{s.url}</code>
          {s.description ? <> — {s.description}</> : null}
          {s.variables.length ? (
            <ul>
              {s.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{${v.name}}`}</code>: default <code>{v.default}</code>
                  {v.enum ? (
                    <>
                      , one of{' '}
                      {v.enum.map((e) => (
                        <code key={e}> {e}</code>
                      ))}
                    </>
                  ) : null}
                  {v.description ? <> — {v.description}</> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The body of an operation page (the short label is the page's h1): the summary as the lead
 * paragraph when it says more than the label, the description, method and path, links to each
 * response, server, the Try-it panel (loaded when opened), authorization, parameters, request body
 * schema, request samples in tabs, and each response with its schema and an example (a selector
 * when the spec names several).
 */
export function OperationView({
  title,
  operation: op,
  outline,
  model,
  code,
  view,
  schemeHref,
}: {
  /** The page's h1 (the operation's short label): a summary that says more is shown as the lead paragraph. */
  title: string;
  operation: OperationModel;
  outline: OutlineItem[];
  model: Pick<ApiModel, 'document'>;
  /** The page's samples and examples as the prebuild highlighted them (lib/content/api-html.ts). */
  code: ApiPageCode;
  view: ApiView;
  /** Link to a security scheme's description (on the spec's info page). */
  schemeHref: (key: string) => string | undefined;
}) {
  const heading = (key: string) => outline.find((i) => i.key === key);
  const example: Example = (key) => (code.examples[key] ? highlightedCode(code.examples[key]) : undefined);
  const schemes = model.document.securitySchemes;
  const base = op.servers[0]?.url.replace(/\/$/, '') ?? '';
  return (
    <div className="api-operation">
      {op.deprecated ? (
        <Admonition type="warning" title="Deprecated">
          <p>This operation is deprecated and may be removed.</p>
        </Admonition>
      ) : null}
      {op.summary && op.summary !== title ? <p className="api-lead">{op.summary}</p> : null}
      <Markdown view={view} source={op.description} className="api-description" />

      <SectionHeading item={heading('endpoint')} />
      <p className="api-endpoint">
        {op.kind === 'webhook' ? 'Webhook ' : null}
        <MethodBadge method={op.method} />
        <code className="api-endpoint-path">{op.path}</code>
      </p>
      {base ? (
        <p className="api-endpoint-url">
          Full URL: <code>{`${base}${op.path}`}</code>
        </p>
      ) : null}
      {op.responses.length ? (
        <p className="api-response-summary">
          Responses:{' '}
          {op.responses.map((r, i) => {
            const item = heading(`response-${r.status}`);
            return (
              <span key={r.status}>
                {i ? ', ' : null}
                {item ? <a href={`#${item.id}`}>{item.text}</a> : <code>{r.status}</code>}
              </span>
            );
          })}
        </p>
      ) : null}
      <ServerList servers={op.servers} />
      {/* A webhook is a request the API sends to the reader's server: there is nothing to try from here. */}
      {op.kind === 'webhook' ? null : <TryItLauncher operation={tryItOperation(op, schemes)} />}

      <SectionHeading item={heading('request')} />
      <SectionHeading item={heading('authorization')} />
      <SecuritySummary security={op.security} schemes={schemes} schemeHref={schemeHref} />

      {op.parameters.length ? (
        <>
          <SectionHeading item={heading('parameters')} />
          <ParametersTable parameters={op.parameters} view={view} />
        </>
      ) : null}

      {op.requestBody ? (
        <>
          <SectionHeading item={heading('body')} />
          <p className="api-body-meta">
            {op.requestBody.required ? <span className="api-prop-required">required</span> : <span className="api-flag">optional</span>}
            {op.requestBody.content.map((c) => (
              <code key={c.mediaType} className="api-media-type">
                {c.mediaType}
              </code>
            ))}
          </p>
          <Markdown view={view} source={op.requestBody.description} />
          {op.requestBody.content.map((c) => (
            <div key={c.mediaType}>
              {c.schema ? <SchemaBlock node={c.schema} view={view} /> : null}
              <ExampleSelector media={c} owner="request" example={example} />
            </div>
          ))}
        </>
      ) : (
        <p className="api-schema-note">No request body.</p>
      )}

      <SectionHeading item={heading('samples')} />
      <Tabs groupId="api-request-sample">
        {op.samples.map((sample, i) => (
          <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
            {code.samples[i] ? highlightedCode(code.samples[i]) : null}
          </TabItem>
        ))}
      </Tabs>

      <SectionHeading item={heading('responses')} />
      {op.responses.map((r) => (
        <section key={r.status} className="api-response" aria-labelledby={heading(`response-${r.status}`)?.id}>
          <SectionHeading item={heading(`response-${r.status}`)} />
          <Markdown view={view} source={r.description} />
          {r.headers.length ? (
            <>
              <p className="api-schema-note">Headers:</p>
              <ul className="api-schema-props">
                {r.headers.map((h) => (
                  <li key={h.name} className="api-prop">
                    <div className="api-prop-head">
                      <code className="api-prop-name">{h.name}</code>
                      {h.required ? <span className="api-prop-required">required</span> : null}
                    </div>
                    <div className="api-prop-body">
                      <Markdown view={view} source={h.description} />
                      {h.schema ? <SchemaBlock node={h.schema} view={view} /> : null}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {r.content.length ? (
            r.content.map((c) => (
              <div key={c.mediaType} className="api-response-content">
                <p className="api-body-meta">
                  <code className="api-media-type">{c.mediaType}</code>
                </p>
                {c.schema ? <SchemaBlock node={c.schema} view={view} /> : null}
                {c.examples && c.examples.length > 1 ? (
                  <ExampleSelector media={c} owner={r.status} example={example} />
                ) : code.examples[exampleKey(r.status, c.mediaType)] ? (
                  <>
                    <p className="api-example-label">{c.example?.generated ? 'Example (generated from the schema)' : (c.example?.summary ?? 'Example')}</p>
                    {example(exampleKey(r.status, c.mediaType))}
                  </>
                ) : null}
              </div>
            ))
          ) : (
            <p className="api-schema-note">No response body.</p>
          )}
        </section>
      ))}
    </div>
  );
}
