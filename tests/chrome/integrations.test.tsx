import { afterEach, describe, expect, test } from 'vitest';
import type { ReactElement } from 'react';
import Script from 'next/script';
import { loadSiteConfig } from '@/site.config';
import { ThirdPartyScripts } from '@/components/integrations/third-party-scripts';

// The analytics scripts and the AI assistant as the root layout renders them, given the
// configuration of an environment. Their code is bundled behind a compile-time switch
// (lib/chrome/chrome-features.ts) that next.config.mjs inlines as `process.env.CHROME_FEATURE_SCRIPTS`;
// here it is set the same way.
function setScriptSwitch(on: boolean) {
  if (on) process.env.CHROME_FEATURE_SCRIPTS = '1';
  else delete process.env.CHROME_FEATURE_SCRIPTS;
}

afterEach(() => setScriptSwitch(false));

type ScriptElement = ReactElement<Record<string, string>>;
/** The `<Script>` elements rendered, analytics first. */
const scripts = (node: unknown) =>
  ((node as ReactElement<{ children: unknown[] }>).props.children.flat() as (ScriptElement | null)[]).filter((s) => s !== null);
const render = (env: Record<string, string>) => {
  const config = loadSiteConfig(env);
  return ThirdPartyScripts({ analytics: config.analytics, ai: config.aiAssistant, basePath: config.basePath });
};
/** The AI assistant's element alone (null when nothing renders). */
const assistantFor = async (env: Record<string, string>) => {
  const node = await render(env);
  return node === null ? null : scripts(node).find((s) => s.props.id === 'ai-assistant');
};

describe('analytics', () => {
  const env = {
    ANALYTICS_UMAMI_SCRIPT_URL: 'https://umami.example/script.js',
    ANALYTICS_UMAMI_WEBSITE_ID: 'w-1',
    ANALYTICS_PLAUSIBLE_DOMAIN: 'docs.nillion.com',
  };

  test('production build: one next/script per configured script, after the page is interactive', async () => {
    setScriptSwitch(true);
    const list = scripts(await render({ ...env, NODE_ENV: 'production' }));
    expect(list.map((s) => s.type)).toEqual([Script, Script]);
    expect(list.map((s) => s.props)).toEqual([
      { id: 'analytics-umami', src: 'https://umami.example/script.js', strategy: 'afterInteractive', 'data-website-id': 'w-1' },
      { id: 'analytics-plausible', src: 'https://plausible.io/js/script.js', strategy: 'afterInteractive', 'data-domain': 'docs.nillion.com' },
    ]);
  });
});

describe('AI assistant', () => {
  test('absent values: nothing', async () => {
    setScriptSwitch(true);
    expect(await assistantFor({})).toBeNull();
  });

  test('present: its script with the key, loaded lazily (idle after load); a versioned one with integrity and crossorigin', async () => {
    setScriptSwitch(true);
    const env = { AI_ASSISTANT_SCRIPT_URL: 'https://cdn.example/assistant.js', AI_ASSISTANT_API_KEY: 'key-1' };
    const element = (await assistantFor(env))!;
    expect(element.type).toBe(Script);
    expect(element.props).toEqual({ id: 'ai-assistant', src: 'https://cdn.example/assistant.js', strategy: 'lazyOnload', 'data-api-key': 'key-1' });
    const sri = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    expect((await assistantFor({ ...env, AI_ASSISTANT_SCRIPT_INTEGRITY: sri }))!.props).toMatchObject({ integrity: sri, crossOrigin: 'anonymous' });
  });

  test('configured but built without the script switch: Invariant failed', async () => {
    await expect(render({ AI_ASSISTANT_SCRIPT_URL: 'https://cdn.example/a.js', AI_ASSISTANT_API_KEY: 'k' })).rejects.toThrow(
      /^Invariant failed: the site configuration enables CHROME_FEATURE_SCRIPTS/,
    );
  });
});
