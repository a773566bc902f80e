// The site's inline scripts as the postbuild knows them: next-themes' script is found by the
// arguments it is called with, and those arguments are the ones next-themes renders for the
// site's settings (a next-themes upgrade that changes them fails here, not in production).
import fs from 'node:fs';
import path from 'node:path';
import { ThemeProvider } from 'next-themes';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_FOLLOW_SCRIPT, SIDEBAR_HIDDEN_SCRIPT, THEME_OPTIONS, themeScriptArguments } from '@/components/layout/layout-scripts';
import { siteInlineScripts, themeScriptOf } from '@/components/layout/site-scripts';
import { addCspMeta } from '@/lib/hosting/csp-meta';
import { inlineScriptTexts } from '@/lib/hosting/inline-scripts';
import { announcementScript } from '@/lib/chrome/announcement';
import { tempTree } from '../helpers';

const themeHtml = () => renderToStaticMarkup(<ThemeProvider {...THEME_OPTIONS} />);

describe('site inline scripts', () => {
  it('next-themes renders its script with the arguments the postbuild looks for, and it is found by them', () => {
    const [script] = inlineScriptTexts(themeHtml());
    expect(script?.endsWith(`)(${themeScriptArguments()})`)).toBe(true);
    expect(themeScriptOf(themeHtml(), '404.html')).toBe(script);
  });

  it('a 404 page without the theme script is an error naming it', () => {
    expect(() => themeScriptOf('<html><head><script>x()</script></head></html>', '404.html')).toThrow(/^404\.html: expected next-themes' colour-mode script/);
  });

  it('lists the layout scripts, and the announcement script only when a bar is configured', () => {
    const plain = siteInlineScripts({ basePath: '', announcementBar: null }, 'theme()');
    expect(plain.has(SIDEBAR_HIDDEN_SCRIPT) && plain.has(SIDEBAR_FOLLOW_SCRIPT) && plain.has('theme()')).toBe(true);
    expect(plain.has(announcementScript('x'))).toBe(false);
    const withBar = siteInlineScripts(
      { basePath: '', announcementBar: { id: 'x', content: 'Hi', backgroundColor: '#000', textColor: '#fff', isCloseable: true } },
      'theme()',
    );
    expect(withBar.has(announcementScript('x'))).toBe(true);
  });

  it('an export with an unknown inline script fails, naming every such page, and no page is changed', () => {
    const head = '<!DOCTYPE html><html><head><meta charSet="utf-8"/>';
    const good = `${head}<script>${SIDEBAR_HIDDEN_SCRIPT}</script></head><body></body></html>`;
    const bad = `${head}</head><body><details><script>alert(document.cookie)</script></details></body></html>`;
    const out = tempTree({ 'index.html': good, 'guide/evil.html': bad });
    const config = {
      basePath: '',
      search: { algolia: null },
      feedback: { endpoint: null },
      aiAssistant: null,
      analytics: { umami: null, plausible: null, attribution: null },
    };
    expect(() => addCspMeta(out, config, new Set([SIDEBAR_HIDDEN_SCRIPT]))).toThrow(
      /^guide\/evil\.html: 1 inline <script> not emitted by the site's layout or by Next\.js/,
    );
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(good);
    expect(addCspMeta(out, config, new Set([SIDEBAR_HIDDEN_SCRIPT, 'alert(document.cookie)'])).pages).toBe(2);
  });
});
