import { expect, it } from 'vitest';
import { branchSlug } from '@/lib/hosting/branch-slug';

it.each([
  ['main', 'main'],
  ['feat/New_API', 'feat-new-api'],
  ['refs/heads/fix/#12 Ümlaut--docs', 'fix-12-mlaut-docs'],
  ['--Release/2.0--', 'release-2-0'],
  ['dependabot/npm_and_yarn/next-16.4.7-and-a-very-long-tail', 'dependabot-npm-and-yarn-next-16-4-7-and'],
])('%s → %s', (branch, slug) => {
  expect(branchSlug(branch)).toBe(slug);
});

it('never ends with "-" after cutting to the maximum length', () => {
  expect(branchSlug('abcd-efgh', 5)).toBe('abcd');
});

it('rejects a name without a letter or digit', () => {
  expect(() => branchSlug('///')).toThrow(/no letter or digit/);
});
