import { describe, expect, it } from 'vitest';
import { paletteCss, styleToClasses, themePalette } from '@/lib/mdx/code-colors.mjs';

describe('code token colours', () => {
  const palettes = { light: ['#005CC5', '#D73A49'], dark: ['#79B8FF', '#F97583'] };
  const defaults = { light: '#24292e', dark: '#e1e4e8' };

  it('maps a token style to the palette classes of both themes', () => {
    expect(styleToClasses('color:#D73A49;--shiki-dark:#F97583', palettes, defaults)).toEqual({ classes: ['l1', 'd1'], style: '' });
  });

  it('drops the default colour and keeps what the palettes do not cover', () => {
    expect(styleToClasses('color:#24292E;--shiki-dark:#E1E4E8', palettes, defaults)).toEqual({ classes: [], style: '' });
    expect(styleToClasses('color:#123456;--shiki-dark:#79B8FF;font-style:italic', palettes, defaults)).toEqual({
      classes: ['d0'],
      style: 'color:#123456;font-style:italic',
    });
  });

  it('emits one rule per palette colour, dark rules under html.dark', () => {
    const css = paletteCss(palettes);
    expect(css).toContain('.shiki .l1{color:#D73A49}');
    expect(css).toContain('html.dark .shiki .d0{color:#79B8FF}');
  });

  it('reads each theme palette deterministically, sorted, upper-case, with AA replacements', async () => {
    const a = await themePalette('github-light');
    expect(a).toEqual([...a].sort());
    // github-light's keyword red fails AA on the code background; code-contrast.mjs swaps it.
    expect(a).toContain('#CB2431');
    expect(a).not.toContain('#D73A49');
    expect(await themePalette('github-light')).toEqual(a);
  });
});
