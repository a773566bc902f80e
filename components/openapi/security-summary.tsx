import { SmartLink } from '@/components/ui/smart-link';
import type { SecurityRequirementModel, SecuritySchemeModel } from '@/lib/openapi/types';

/** A scheme's kind in words: `HTTP bearer (JWT)`, `API key in header X-Key`, `OAuth 2.0`. */
export function schemeKind(scheme: SecuritySchemeModel): string {
  switch (scheme.type) {
    case 'http':
      return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`.trim();
    case 'apiKey':
      return `API key in ${scheme.in ?? 'header'} ${scheme.name ?? ''}`.trim();
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return String(scheme.type);
  }
}

/** The credential line a request carries, e.g. `Authorization: Bearer <JWT>` or `?api_key=<API_KEY>`. */
export function credentialLine(scheme: SecuritySchemeModel): string | undefined {
  const c = scheme.credential;
  if (!c) return undefined;
  if (c.in === 'header') return `${c.name}: ${c.value}`;
  if (c.in === 'query') return `?${c.name}=${c.value}`;
  return `Cookie: ${c.name}=${c.value}`;
}

/**
 * What an operation needs to be authorised: "None" for a public endpoint, else each accepted
 * requirement with its schemes, the header (or parameter) to send, scopes, and a link to the
 * scheme's full description on the info page.
 */
export function SecuritySummary({
  security,
  schemes,
  schemeHref,
}: {
  security: SecurityRequirementModel[];
  schemes: SecuritySchemeModel[];
  schemeHref: (key: string) => string | undefined;
}) {
  if (!security.length) return <p>None: this endpoint is public, so send no credentials.</p>;
  return (
    <div className="api-security">
      {security.length > 1 ? <p>Any one of these works:</p> : null}
      {security.map((requirement, i) => (
        <ul key={i} className="api-security-requirement">
          {requirement.schemes.map(({ key, scopes }) => {
            const scheme = schemes.find((s) => s.key === key);
            const href = schemeHref(key);
            const line = scheme ? credentialLine(scheme) : undefined;
            return (
              <li key={key}>
                <strong>{scheme ? schemeKind(scheme) : key}</strong> (scheme{' '}
                {href ? (
                  <SmartLink href={href}>
                    <code>{key}</code>
                  </SmartLink>
                ) : (
                  <code>{key}</code>
                )}
                )
                {line ? (
                  <>
                    : send <code className="api-credential">{line}</code>
                  </>
                ) : null}
                {scopes.length ? (
                  <>
                    {' '}
                    with scopes{' '}
                    {scopes.map((s, j) => (
                      <code key={s}>{j ? `, ${s}` : s}</code>
                    ))}
                  </>
                ) : null}
                .
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
