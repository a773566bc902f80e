import { MethodBadge } from '@/components/ui/method-badge';
import { SmartLink } from '@/components/ui/smart-link';
import type { ApiModel, ApiPageModel, OutlineItem } from '@/lib/openapi/types';
import { Markdown, type ApiView } from './markup';
import { SectionHeading } from './section-heading';
import { credentialLine, schemeKind } from './security-summary';

/**
 * The body of a spec's info page: version badge, description, each security scheme (with the
 * header it sets), the servers, and every operation grouped by tag with links to their pages.
 */
export function InfoView({ model, outline, view }: { model: Pick<ApiModel, 'document' | 'pages'>; outline: OutlineItem[]; view: ApiView }) {
  const doc = model.document;
  const heading = (key: string) => outline.find((i) => i.key === key);
  const operations = model.pages.filter((p): p is ApiPageModel & { operation: NonNullable<ApiPageModel['operation']> } => Boolean(p.operation));
  const tags = outline.filter((i) => i.key.startsWith('tag-')).map((i) => i.key.slice(4));
  const untagged = operations.filter((p) => !p.entry.tag);
  const list = (pages: typeof operations) => (
    <ul className="api-operation-list">
      {pages.map((p) => (
        <li key={p.entry.id}>
          <MethodBadge method={p.operation.method} /> <SmartLink href={p.entry.route}>{p.entry.title}</SmartLink> <code>{p.operation.path}</code>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="api-info">
      <p className="api-info-badges">
        {doc.version ? <span className="badge">Version: {doc.version}</span> : null} <span className="badge">OpenAPI {doc.openapi}</span>
      </p>
      <Markdown view={view} source={doc.description} className="api-description" />

      {doc.securitySchemes.length ? <SectionHeading item={heading('authentication')} /> : null}
      {doc.securitySchemes.map((scheme) => {
        const line = credentialLine(scheme);
        return (
          <div key={scheme.key} className="api-scheme">
            <SectionHeading item={heading(`scheme-${scheme.key}`)} />
            <table className="api-scheme-table">
              <tbody>
                <tr>
                  <th scope="row">Type</th>
                  <td>{schemeKind(scheme)}</td>
                </tr>
                {scheme.bearerFormat ? (
                  <tr>
                    <th scope="row">Bearer format</th>
                    <td>{scheme.bearerFormat}</td>
                  </tr>
                ) : null}
                {line ? (
                  <tr>
                    <th scope="row">{scheme.credential?.in === 'header' ? 'Header' : 'Sent as'}</th>
                    <td>
                      <code>{line}</code>
                    </td>
                  </tr>
                ) : null}
                {scheme.openIdConnectUrl ? (
                  <tr>
                    <th scope="row">Discovery URL</th>
                    <td>
                      <code>{scheme.openIdConnectUrl}</code>
                    </td>
                  </tr>
                ) : null}
                {scheme.flows?.map((f) => (
                  <tr key={f.flow}>
                    <th scope="row">Flow {f.flow}</th>
                    <td>
                      {[f.authorizationUrl, f.tokenUrl].filter(Boolean).map((u) => (
                        <code key={u}>{u} </code>
                      ))}
                      {f.scopes.length ? <>scopes: {f.scopes.join(', ')}</> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Markdown view={view} source={scheme.description} />
          </div>
        );
      })}

      {doc.servers.length ? (
        <>
          <SectionHeading item={heading('servers')} />
          <ul className="api-servers">
            {doc.servers.map((s) => (
              <li key={s.url}>
                <code>{s.url}</code>
                {s.description ? <> — {s.description}</> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <SectionHeading item={heading('operations')} />
      {tags.map((tag) => (
        <div key={tag} className="api-tag">
          <SectionHeading item={heading(`tag-${tag}`)} />
          <Markdown view={view} source={doc.tags.find((t) => t.name === tag)?.description} />
          {list(operations.filter((p) => p.entry.tag === tag))}
        </div>
      ))}
      {untagged.length ? list(untagged) : null}
    </div>
  );
}
