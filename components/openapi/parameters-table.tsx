import { constraintTexts, resolveSchema, typeLabel, valueText, valueTexts } from '@/lib/openapi/schema-format';
import type { ParameterModel } from '@/lib/openapi/types';
import { Markdown, type ApiView } from './markup';

/** Path, query, header and cookie parameters as a table: name, in, type, required, constraints, description. */
export function ParametersTable({ parameters, view }: { parameters: ParameterModel[]; view: ApiView }) {
  const { schemas } = view;
  return (
    <table className="api-params">
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
      <tbody>
        {parameters.map((p) => {
          const schema = p.schema ? resolveSchema(p.schema, schemas) : undefined;
          const values = schema ? valueTexts(schema) : {};
          const constraints = [
            ...(schema ? constraintTexts(schema) : []),
            ...(values.enum ? [`one of: ${values.enum.join(', ')}`] : []),
            ...(values.default !== undefined ? [`default: ${values.default}`] : []),
          ];
          return (
            <tr key={`${p.in}:${p.name}`}>
              <td>
                <code>{p.name}</code>
                {p.deprecated ? <span className="api-flag">deprecated</span> : null}
              </td>
              <td>{p.in}</td>
              <td>
                <code>{p.schema ? typeLabel(p.schema, schemas) : 'any'}</code>
              </td>
              <td>{p.required ? 'yes' : 'no'}</td>
              <td>
                {constraints.length
                  ? constraints.map((c) => (
                      <code key={c} className="api-constraint">
                        {c}
                      </code>
                    ))
                  : '—'}
              </td>
              <td>
                <Markdown view={view} source={p.description ?? schema?.description} />
                {p.example !== undefined ? (
                  <p className="api-schema-fact">
                    Example: <code>{valueText(p.example)}</code>
                  </p>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
