import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiModel } from '@/lib/openapi/generate';
import { OpenApiError } from '@/lib/openapi/errors';

const SECRET = 'sk-never-published-7f3a';
const POINTER = '#/paths/~1pets/get/responses/200/content/application~1json/schema';

/** A spec in a folder of its own whose one response schema is `$ref: <ref>`; a secret sits in the parent folder. */
function specWithRef(ref: string, extra: Record<string, string> = {}): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-scope-'));
  fs.writeFileSync(path.join(parent, '.env.local'), `API_KEY=${SECRET}\n`);
  fs.writeFileSync(path.join(parent, 'outside.yaml'), `Pet:\n  type: object\n  description: ${SECRET}\n`);
  const dir = path.join(parent, 'openapi');
  fs.mkdirSync(dir);
  for (const [name, text] of Object.entries(extra)) fs.writeFileSync(path.join(dir, name), text);
  const file = path.join(dir, 'spec.yaml');
  fs.writeFileSync(
    file,
    [
      'openapi: 3.0.3',
      'info: {title: Scope, version: "1"}',
      'paths:',
      '  /pets:',
      '    get:',
      '      responses:',
      "        '200':",
      '          description: The pets.',
      '          content:',
      '            application/json:',
      '              schema:',
      `                $ref: ${JSON.stringify(ref)}`,
      '',
    ].join('\n'),
  );
  return file;
}

async function refusal(file: string): Promise<OpenApiError> {
  const error = await generateApiModel(file, { routePrefix: 'api/scope' }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenApiError);
  expect((error as Error).message).not.toContain(SECRET);
  return error as OpenApiError;
}

describe('$ref scope: a spec reads only itself and the files in its folder', () => {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.end('Pet: {type: object}\n');
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['an absolute path', () => `${path.join(os.tmpdir(), 'x.yaml')}#/Pet`, 'is an absolute path'],
    ['a path climbing two folders', () => '../../etc/passwd', 'leaves the spec’s folder'],
    ['a dotfile beside the repository', () => '../.env.local', 'leaves the spec’s folder'],
    ['a file one folder up', () => '../outside.yaml#/Pet', 'leaves the spec’s folder'],
    ['the process environment', () => '/proc/self/environ', 'is an absolute path'],
    ['a file: URL', () => 'file:///proc/self/environ', 'is a URL'],
  ])('refuses %s at its JSON pointer and line', async (_name, ref, why) => {
    const error = await refusal(specWithRef(ref()));
    expect(error.pointer).toBe(POINTER);
    expect(error.message).toContain(`spec.yaml:12:17 (${POINTER}): $ref "${ref()}" ${why}`);
  });

  it('refuses an http $ref without fetching it', async () => {
    const error = await refusal(specWithRef(`${origin}/pet.yaml#/Pet`));
    expect(error.pointer).toBe(POINTER);
    expect(error.message).toContain('is a URL: the generator never fetches anything');
    expect(requests).toEqual([]);
  });

  it('refuses a symbolic link in the folder that leads out of it', async () => {
    const file = specWithRef('pet.yaml#/Pet');
    fs.symlinkSync(path.join(path.dirname(file), '..', 'outside.yaml'), path.join(path.dirname(file), 'pet.yaml'));
    expect((await refusal(file)).message).toContain('is a symbolic link that leaves the spec’s folder');
  });

  it('checks the $refs of a referenced file too, naming that file', async () => {
    const file = specWithRef('pet.yaml#/Pet', { 'pet.yaml': 'Pet:\n  $ref: "../.env.local"\n' });
    const error = await refusal(file);
    expect(error.message).toContain('pet.yaml (#/Pet): $ref "../.env.local" leaves the spec’s folder');
  });

  it('bundles a file next to the spec', async () => {
    const file = specWithRef('pet.yaml#/Pet', { 'pet.yaml': 'Pet:\n  type: object\n  properties:\n    name: {type: string}\n' });
    const model = await generateApiModel(file, { routePrefix: 'api/scope' });
    expect(model.pages).toHaveLength(2);
  });
});
