import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ReactElement } from 'react';

// The analytics gate and the AI assistant as rendered by the root layout, each under its own
// configuration (built by loadSiteConfig from an environment) and compile-time switch.
async function withEnv(env: Record<string, string>, scriptSwitch = true) {
  const { loadSiteConfig } = await vi.importActual<typeof import('@/lib/site-config')>('@/lib/site-config');
  const siteConfig = loadSiteConfig(env);
  vi.resetModules();
  vi.doMock('@/lib/site-config', () => ({ siteConfig, loadSiteConfig }));
  if (scriptSwitch) process.env.CHROME_FEATURE_SCRIPTS = '1';
  else delete process.env.CHROME_FEATURE_SCRIPTS;
  const [{ Analytics }, { AiAssistant }, { default: Script }] = await Promise.all([
    import('@/components/integrations/analytics'),
    import('@/components/integrations/ai-assistant'),
    import('next/script'),
  ]);
  return { Analytics, AiAssistant, Script };
}

afterEach(() => {
  delete process.env.CHROME_FEATURE_SCRIPTS;
  vi.doUnmock('@/lib/site-config');
});

const scripts = (node: unknown) => ((node as ReactElement<{ children: ReactElement[] }>).props.children as ReactElement<Record<string, string>>[]);

describe('analytics', () => {
  const env = {
    ANALYTICS_UMAMI_SCRIPT_URL: 'https://umami.example/script.js',
    ANALYTICS_UMAMI_WEBSITE_ID: 'w-1',
    ANALYTICS_PLAUSIBLE_DOMAIN: 'docs.nillion.com',
  };

  test('production build: one next/script per configured script, after the page is interactive', async () => {
    const { Analytics, Script } = await withEnv({ ...env, NODE_ENV: 'production' });
    const list = scripts(await Analytics());
    expect(list.map((s) => s.type)).toEqual([Script, Script]);
    expect(list.map((s) => s.props)).toEqual([
      { id: 'analytics-umami', src: 'https://umami.example/script.js', strategy: 'afterInteractive', 'data-website-id': 'w-1' },
      { id: 'analytics-plausible', src: 'https://plausible.io/js/script.js', strategy: 'afterInteractive', 'data-domain': 'docs.nillion.com' },
    ]);
  });

  test('development and tests: nothing, even with the values set', async () => {
    for (const NODE_ENV of ['development', 'test']) {
      const { Analytics } = await withEnv({ ...env, NODE_ENV });
      expect(await Analytics()).toBeNull();
    }
  });
});

describe('AI assistant', () => {
  test('absent values: nothing', async () => {
    const { AiAssistant } = await withEnv({});
    expect(await AiAssistant()).toBeNull();
  });

  test('present: its script with the key, loaded lazily (idle after load)', async () => {
    const { AiAssistant, Script } = await withEnv({
      AI_ASSISTANT_SCRIPT_URL: 'https://cdn.example/assistant.js',
      AI_ASSISTANT_API_KEY: 'key-1',
    });
    const element = (await AiAssistant()) as ReactElement<Record<string, string>>;
    expect(element.type).toBe(Script);
    expect(element.props).toEqual({ id: 'ai-assistant', src: 'https://cdn.example/assistant.js', strategy: 'lazyOnload', 'data-api-key': 'key-1' });
  });

  test('configured but built without the script switch: Invariant failed', async () => {
    const { AiAssistant } = await withEnv({ AI_ASSISTANT_SCRIPT_URL: 'https://cdn.example/a.js', AI_ASSISTANT_API_KEY: 'k' }, false);
    await expect(AiAssistant()).rejects.toThrow(/^Invariant failed: the site configuration enables CHROME_FEATURE_SCRIPTS/);
  });
});
