import { describe, expect, it } from 'vitest';
import { BRANCH_SLUG_MAX_LENGTH, BRANCH_SLUG_PATTERN, branchSlug } from '@/lib/hosting/branch-slug';

const LONG = `feature/${'x'.repeat(292)}`;
const NAMES = [
  '修正',
  '🙂-fix',
  'feature/Ä-ö',
  LONG,
  '..',
  'main',
  'Main',
  'feat/New_API',
  'feat-new-api',
  'preview',
  '-',
  '.',
  '/',
  '',
  'refs/heads/',
  '../..',
  'a'.repeat(63),
  'a'.repeat(64),
];

describe('branchSlug', () => {
  it.each(NAMES)('%s gives a non-empty, lower-case DNS label', (name) => {
    const slug = branchSlug(name);
    expect(slug).toMatch(BRANCH_SLUG_PATTERN);
    expect(slug.length).toBeLessThanOrEqual(BRANCH_SLUG_MAX_LENGTH);
    expect(slug).toBe(slug.toLowerCase());
  });

  it('keeps a name that is already a slug', () => {
    expect(branchSlug('main')).toBe('main');
    expect(branchSlug('fix-login-2')).toBe('fix-login-2');
  });

  it('never shortens a name: a branch called refs/heads/foo and the branch foo get two previews', () => {
    expect(branchSlug('refs/heads/fix-login-2')).not.toBe(branchSlug('fix-login-2'));
    expect(branchSlug('refs/heads/fix-login-2')).toMatch(/^refs-heads-fix-login-2-[0-9a-f]{8}$/);
  });

  it('keeps the readable part and adds a hash when anything was dropped or cut', () => {
    expect(branchSlug('feature/Ä-ö')).toMatch(/^feature-[0-9a-f]{8}$/);
    expect(branchSlug('🙂-fix')).toMatch(/^fix-[0-9a-f]{8}$/);
    expect(branchSlug('修正')).toMatch(/^[0-9a-f]{8}$/);
    expect(branchSlug('..')).toMatch(/^[0-9a-f]{8}$/);
    const long = branchSlug(LONG);
    expect(long).toHaveLength(BRANCH_SLUG_MAX_LENGTH);
    expect(long.startsWith('feature-xxxx')).toBe(true);
  });

  it('is stable per branch and distinct for distinct branches', () => {
    const slugs = NAMES.map(branchSlug);
    expect(NAMES.map(branchSlug)).toEqual(slugs);
    expect(new Set(slugs).size).toBe(NAMES.length);
    // Names that differ only in case, punctuation or after the cut stay apart.
    expect(branchSlug('Main')).not.toBe(branchSlug('main'));
    expect(branchSlug('feat/New_API')).not.toBe(branchSlug('feat-new-api'));
    expect(branchSlug(`${LONG}1`)).not.toBe(branchSlug(`${LONG}2`));
    expect(branchSlug('修正')).not.toBe(branchSlug('修复'));
  });

  it('never returns a branch name that looks like another branch’s hashed slug', () => {
    const hashed = branchSlug('feat/New_API');
    expect(branchSlug(hashed)).not.toBe(hashed);
    expect(branchSlug(hashed)).toMatch(BRANCH_SLUG_PATTERN);
  });
});
