// Every contributor error the content compile reports, one fixture per case, each with its
// message: the compile lists all of them at once, with file:line:col and the fix, and no error
// spills into warnings about other pages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toIndex } from '@/lib/content';
import { compileContent } from '@/lib/compile';
import { checkLinks, formatProblem } from '@/lib/checks/content-check';
import { buildNavigation, readNavigationSources } from '@/lib/compile/navigation';
import { otherThanSources, page, tempTree } from '../helpers';

/** Compiles a content tree (no API pages) and returns each problem as `file:line:col: severity: message`. */
async function problemsOf(files: Record<string, string>, sizeLimits?: { warnBytes: number; failBytes: number }) {
  const root = tempTree({ 'public/img/real.png': 'png', ...files });
  const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public'), sizeLimits });
  const failed = new Set(compiled.entries.filter((e) => compiled.problems.some((p) => p.file === e.file && p.severity === 'error')).map((e) => e.route));
  const links = checkLinks(toIndex(compiled.entries), new Set(compiled.entries.map((e) => e.route)), failed);
  return otherThanSources([...compiled.problems, ...links].map(formatProblem));
}

describe('contributor errors, one fixture each', () => {
  it.each([
    [
      'unclosed code fence',
      'Intro.\n\n```python\nprint(1)\n',
      /^content\/p\.mdx:7:1: error: code fence ``` is never closed: everything after it becomes code\. Close it with ``` on its own line\.$/,
    ],
    [
      'unknown component',
      'Intro.\n\n<Video src="a.mp4" />\n',
      /^content\/p\.mdx:7:1: error: <Video> is not an allowed component\. Use one of: Admonition, Tabs, TabItem, Cards, Card, details, summary, br, kbd, sub, sup/,
    ],
    [
      'missing image',
      'Intro.\n\n![Diagram](/img/missing.png)\n',
      /^content\/p\.mdx:7: error: image "\/img\/missing\.png" not found: public\/img\/missing\.png does not exist\. Add the file or fix the path\.$/,
    ],
    [
      'javascript: link',
      'Click [here](javascript:alert(1)).\n',
      /^content\/p\.mdx:5:7: error: link "javascript:alert\(1\)" uses the javascript: scheme, which can run code in the reader's browser\. Link to an http\(s\) URL or a page of the site\.$/,
    ],
    ['data: link', 'See [this](data:text/html,<b>x</b>).\n', /^content\/p\.mdx:5:5: error: link "data:text\/html,<b>x<\/b>" uses the data: scheme/],
    [
      'vbscript: link in a component',
      '<Card title="X" href="vbscript:msgbox" />\n',
      /^content\/p\.mdx:5:1: error: link "vbscript:msgbox" uses the vbscript: scheme/,
    ],
    ['MDX syntax', 'Broken <b here.\n', /^content\/p\.mdx:5:\d+: error: MDX does not compile: /],
  ])('%s', async (_name, body, message) => {
    const problems = await problemsOf({ 'content/p.mdx': page('P', body) });
    expect(problems).toEqual([expect.stringMatching(message)]);
  });

  it('front matter YAML: the line of the cause', async () => {
    expect(await problemsOf({ 'content/p.mdx': '---\ntitle: "Unclosed\nkeywords: [a]\n---\nBody.\n' })).toEqual([
      expect.stringMatching(/^content\/p\.mdx:2: error: invalid YAML front matter: /),
    ]);
  });

  it('front matter schema: the key, its line and the allowed keys', async () => {
    expect(await problemsOf({ 'content/p.mdx': '---\ntitle: P\nsidebar_lable: x\n---\nBody.\n' })).toEqual([
      expect.stringMatching(/^content\/p\.mdx:3: error: front matter key "sidebar_lable": remove it; allowed keys: title, description, sidebar_label/),
    ]);
  });

  it('duplicate route: both files named', async () => {
    expect(await problemsOf({ 'content/a.mdx': page('A'), 'content/a/index.mdx': page('A again') })).toEqual([
      'content/a.mdx:1: error: route /a has 2 sources: content/a.mdx, content/a/index.mdx. Keep one file per route (rename or delete the others).',
    ]);
  });

  it('a page linked from outside the repository: refused with its path, never read', async () => {
    const outside = tempTree({ 'p.mdx': page('Elsewhere', 'Outside text.') });
    const root = tempTree({ 'content/home.mdx': page('Home') });
    fs.symlinkSync(path.join(outside, 'p.mdx'), path.join(root, 'content/p.mdx'));
    const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
    expect(compiled.problems.map(formatProblem)).toEqual([
      `content/p.mdx: error: p.mdx is a symbolic link to ${fs.realpathSync(path.join(outside, 'p.mdx'))}, outside the repository: the export holds only files from inside the repository. Replace the link with a copy of the file, or delete it.`,
    ]);
    expect(compiled.entries.map((e) => e.route)).toEqual(['/home']);
  });

  it('oversized page: a warning above the first limit, an error above the second', async () => {
    const body = 'Long text. '.repeat(400);
    expect(await problemsOf({ 'content/p.mdx': page('P', body) }, { warnBytes: 1024, failBytes: 64 * 1024 })).toEqual([
      expect.stringMatching(
        /^content\/p\.mdx:1: warning: the page compiles to \d+ KB \(warning above 1 KB\): readers download all of it\. Split it into several pages\.$/,
      ),
    ]);
    expect(await problemsOf({ 'content/p.mdx': page('P', body) }, { warnBytes: 512, failBytes: 1024 })).toEqual([
      expect.stringMatching(/^content\/p\.mdx:1: error: the page compiles to \d+ KB \(limit 1 KB\)/),
    ]);
  });

  it('sidebar entry naming no page: its line:col and the fix', async () => {
    const root = tempTree({
      'content/a.mdx': page('A'),
      'content/_nav/sidebars.yaml': 'docs:\n  label: Docs\n  items:\n    - a\n    - no-such-page\n',
      'content/_nav/navbar.yaml': 'items:\n  - doc: a\n',
      'content/_nav/home.yaml': 'actions: []\nsections:\n  - title: A\n    href: /a\n    text: A page.\nmost-used:\n  heading: H\n  intro: I\n  pages: []\n',
    });
    const dir = path.join(root, 'content');
    const { compiled } = await compileContent({ dirs: [dir], root, api: false });
    const { problems } = buildNavigation(readNavigationSources([dir], root), toIndex(compiled.entries));
    expect(problems.map(formatProblem)).toEqual([
      'content/_nav/sidebars.yaml:5:7: error: sidebar entry "no-such-page" names no page; fix the content id, or create content/no-such-page.mdx.',
    ]);
  });
});

describe('all at once, no cascades', () => {
  it('reports every broken page in one run; a broken page does not turn links to its anchors into warnings', async () => {
    const problems = await problemsOf({
      'content/a.mdx': '---\ntitle: "Unclosed\n---\n\n## Setup\n',
      'content/b.mdx': page('B', 'Read [setup](/a#setup) and [install](/a#install).\n\n<Video />\n'),
      'content/c.mdx': page('C', '```js\nlet x;\n'),
      'content/d.mdx': page('D', '[ok](/b) and [gone](/nowhere).\n'),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/a\.mdx:2: error: invalid YAML front matter/),
      expect.stringMatching(/^content\/b\.mdx:7:1: error: <Video> is not an allowed component/),
      expect.stringMatching(/^content\/c\.mdx:5:1: error: code fence ``` is never closed/),
      'content/d.mdx:5: error: broken link "/nowhere": no page has the route /nowhere. Fix the route.',
    ]);
  });
});
