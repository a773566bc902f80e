/**
 * The nilAI model against the facts it must keep: the five operation routes (from the
 * operationIds), the info page, tags, which operations need the key, and the fixed defects
 * (required chat body, declared auth and error responses, an array of models, a typed reply).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiModel } from '@/lib/openapi/generate';
import { resolveSchema } from '@/lib/openapi/schema-format';
import type { ApiModel, OperationModel } from '@/lib/openapi/types';

let model: ApiModel;
beforeAll(async () => {
  model = await generateApiModel('openapi/nilai.yaml', { routePrefix: 'api/nilai' });
});
const op = (path: string) => model.pages.find((p) => p.operation?.path === path)!.operation! as OperationModel;

describe('openapi/nilai.yaml', () => {
  it('gives the info page and each operation its route', () => {
    expect(model.pages.map((p) => [p.entry.route, p.operation ? `${p.operation.method} ${p.operation.path}` : 'info'])).toEqual([
      ['/api/nilai/nilai', 'info'],
      ['/api/nilai/get-attestation-v-1-attestation-report-get', 'GET /v1/attestation/report'],
      ['/api/nilai/chat-completion-v-1-chat-completions-post', 'POST /v1/chat/completions'],
      ['/api/nilai/health-check-v-1-health-get', 'GET /v1/health'],
      ['/api/nilai/get-models-v-1-models-get', 'GET /v1/models'],
      ['/api/nilai/get-usage-v-1-usage-get', 'GET /v1/usage'],
    ]);
    expect(model.document).toMatchObject({ title: 'nilAI', version: '0.1.0', sidebarPosition: 2 });
    expect(model.document.tags.map((t) => t.name)).toEqual(['Attestation', 'Chat', 'Health', 'Model', 'Usage']);
  });

  it('needs the bearer key everywhere but the health check, and declares 401 and 403 where it does', () => {
    expect(op('/v1/health').security).toEqual([]);
    for (const path of ['/v1/usage', '/v1/attestation/report', '/v1/models', '/v1/chat/completions']) {
      expect(op(path).security, path).toEqual([{ schemes: [{ key: 'HTTPBearer', scopes: [] }] }]);
      expect(
        op(path).responses.map((r) => r.status),
        path,
      ).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
    expect(model.document.securitySchemes[0]).toMatchObject({ key: 'HTTPBearer', credential: { name: 'Authorization', value: 'Bearer <TOKEN>' } });
  });

  it('requires the chat body, declares its error statuses and types the signed reply and the stream', () => {
    const chat = op('/v1/chat/completions');
    expect(chat.requestBody?.required).toBe(true);
    expect(chat.responses.map((r) => r.status)).toEqual(['200', '400', '401', '403', '422', '500']);
    const ok = chat.responses[0]!;
    expect(ok.content.map((c) => c.mediaType)).toEqual(['application/json', 'text/event-stream']);
    const reply = resolveSchema(ok.content[0]!.schema!, model.schemas);
    expect(reply.properties?.find((p) => p.name === 'signature')?.required).toBe(true);
    const request = resolveSchema(chat.requestBody!.content[0]!.schema!, model.schemas);
    // The server declares `messages` as a plain list (no minimum length), as the spec does.
    expect(request.properties?.find((p) => p.name === 'messages')?.schema.constraints?.minItems).toBeUndefined();
    expect(request.properties?.filter((p) => p.required).map((p) => p.name)).toEqual(['model', 'messages']);
  });

  it('returns the models as an array whose items require id, and usage totals with queries', () => {
    const models = resolveSchema(op('/v1/models').responses[0]!.content[0]!.schema!, model.schemas);
    expect(models.type).toEqual(['array']);
    expect(resolveSchema(models.items!, model.schemas).properties?.find((p) => p.name === 'id')?.required).toBe(true);
    const usage = resolveSchema(op('/v1/usage').responses[0]!.content[0]!.schema!, model.schemas);
    expect(usage.properties?.map((p) => p.name)).toEqual(['prompt_tokens', 'completion_tokens', 'total_tokens', 'queries']);
  });
});
