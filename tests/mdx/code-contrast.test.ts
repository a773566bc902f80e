import { describe, expect, it } from 'vitest';
import { bundledThemes } from 'shiki';
import { accessibleColor } from '@/lib/mdx/code-contrast.mjs';

/** WCAG 2.x relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** `rgba(r,g,b,alpha)` over an opaque background, as `#rrggbb`. */
const over = (bg: string, [r, g, b]: number[], alpha: number) =>
  `#${[1, 3, 5]
    .map((i, k) =>
      Math.round(parseInt(bg.slice(i, i + 2), 16) * (1 - alpha) + [r, g, b][k]! * alpha)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

// Backgrounds of code blocks and of highlighted lines (app/globals.css --highlight-line).
const BACKGROUNDS: Record<string, string[]> = {
  'github-light': ['#ffffff', over('#ffffff', [31, 59, 255], 0.04)],
  'github-dark': ['#24292e', over('#24292e', [147, 166, 255], 0.08)],
};

describe('code token colours', () => {
  it.each(Object.keys(BACKGROUNDS))('every token colour of %s reaches 4.5:1 after replacement', async (name) => {
    const theme = (await bundledThemes[name as keyof typeof bundledThemes]()).default as {
      tokenColors: { settings?: { foreground?: string; background?: string } }[];
    };
    // Token rules with their own background (invalid/illegal markers) are shown on that background.
    const colors = new Set(
      theme.tokenColors.filter((t) => t.settings?.foreground && !t.settings.background).map((t) => t.settings!.foreground!.toLowerCase().slice(0, 7)),
    );
    const failing = [...colors].flatMap((c) =>
      BACKGROUNDS[name]!.filter((b) => contrast(accessibleColor(name, c), b) < 4.5).map((b) => `${c}→${accessibleColor(name, c)} on ${b}`),
    );
    expect(colors.size).toBeGreaterThan(5);
    expect(failing).toEqual([]);
  });

  it('replaces a colour only in the theme that needs it, whatever its case', () => {
    expect(accessibleColor('github-light', '#E36209')).toBe(accessibleColor('github-light', '#e36209'));
    expect(accessibleColor('github-light', '#e36209')).not.toBe('#e36209');
    expect(accessibleColor('github-dark', '#e36209')).toBe('#e36209');
  });
});
