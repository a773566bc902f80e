import { describe, expect, test } from 'vitest';
import { DocModuleError, docComponent } from '@/components/mdx/doc-module';

// Build-time configuration errors: each names what is wrong and where to fix it.

function Page() {
  return null;
}

describe('doc page without a default export', () => {
  test('names the file', () => {
    expect(() => docComponent({ metadata: {} }, 'content/learn/architecture.mdx')).toThrow(DocModuleError);
    expect(() => docComponent({ metadata: {} }, 'content/learn/architecture.mdx')).toThrow(
      /^Doc page content\/learn\/architecture\.mdx has no default export \(got undefined\)/,
    );
    expect(() => docComponent({ default: 'text' }, 'x')).toThrow('(got string)');
    expect(() => docComponent(null, 'x')).toThrow(DocModuleError);
  });

  // A module-level component, as a compiled page's default export is.
  test('returns the component', () => {
    expect(docComponent({ default: Page }, 'x')).toBe(Page);
  });
});
