import type { ReactNode } from 'react';
import { MethodBadge } from '@/components/ui/method-badge';
import { SmartLink } from '@/components/ui/smart-link';
import type { ApiModel, OutlineItem } from '@/lib/openapi/types';
import { Markdown, type ApiView } from './markup';
import { SectionHeading } from './section-heading';
import { credentialLine, schemeKind } from './security-summary';

/** One row of a security scheme's table. */
function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

/**
 * The body of a spec's info page: version badge, description, each security scheme (with the
 * header it sets), the servers, and every operation grouped by tag with links to their pages.
 */
export function InfoView({ model, outline, view }: { model: Pick<ApiModel, 'document' | 'pages'>; outline: OutlineItem[]; view: ApiView }) {
  const doc = model.document;
  const heading = (key: string) => outline.find((i) => i.key === key);
  const operations = model.pages.flatMap(({ entry, operation }) => (operation ? [{ entry, operation }] : []));
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
                <Row label="Type">{schemeKind(scheme)}</Row>
                {scheme.bearerFormat ? <Row label="Bearer format">{scheme.bearerFormat}</Row> : null}
                {line ? (
                  <Row label={scheme.credential?.in === 'header' ? 'Header' : 'Sent as'}>
                    <code>{line}</code>
                  </Row>
                ) : null}
                {scheme.openIdConnectUrl ? (
                  <Row label="Discovery URL">
                    <code>{scheme.openIdConnectUrl}</code>
                  </Row>
                ) : null}
                {scheme.flows?.map((f) => (
                  <Row key={f.flow} label={<>Flow {f.flow}</>}>
                    {[f.authorizationUrl, f.tokenUrl].filter(Boolean).map((u) => (
                      <code key={u}>{u} </code>
                    ))}
                    {f.scopes.length ? <>scopes: {f.scopes.join(', ')}</> : null}
                  </Row>
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
