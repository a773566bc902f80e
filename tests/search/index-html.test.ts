import { describe, expect, it } from 'vitest';
import { indexableHtml, isCodeArt } from '@/lib/search/index-html';

describe('isCodeArt', () => {
  it('finds diagrams: frames, box drawing, arrows drawn over several lines', () => {
    expect(isCodeArt(' +------+   +------+\n |  a   |<->|  b   |\n +------+   +------+')).toBe(true);
    expect(isCodeArt('app/\n├── README.md\n└── src/')).toBe(true);
    expect(isCodeArt('   your app\n      |\n      v\n   nilDB')).toBe(true);
  });

  it('keeps output, commands and formulas', () => {
    expect(isCodeArt('Running test: addition_test\nBuilding ...\nRunning ...\naddition_test: PASS')).toBe(false);
    expect(isCodeArt('nada-run [OPTIONS] --prime-size <PRIME_SIZE> <PROGRAM_PATH>')).toBe(false);
    expect(isCodeArt('mean     = (x_0 + x_1 + ... + x_9) / 10\nvariance = ((x_0 - mean)^2 + ... + (x_9 - mean)^2) / 10')).toBe(false);
    expect(isCodeArt('encrypted data -> decrypt -> compute\n                     ^\n   whoever runs it can see the data here')).toBe(false);
  });
});

describe('indexableHtml', () => {
  it('drops plain-text diagrams but never a block in a programming language', () => {
    const art = '<figure class="code-block" data-language="text"><pre><code>+---+\n| a |\n+---+</code></pre></figure>';
    const python = '<figure class="code-block" data-language="python"><pre><code>+---+\n| a |\n+---+</code></pre></figure>';
    expect(indexableHtml(`<p>x</p>${art}<p>y</p>`)).toBe('<p>x</p><p>y</p>');
    expect(indexableHtml(python)).toBe(python);
  });

  // Table cells as the index reads them: tests/search/pagefind-index.test.ts.
});
