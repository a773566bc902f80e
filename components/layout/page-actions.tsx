import { markdownHref, markdownUrl } from '@/lib/config/site-urls';
import { siteConfig } from '@/site.config';
import { CopyPageButton } from './copy-page-button.client';

/**
 * The prompt the "Open in …" links start a chat with: it names the page's Markdown URL, so the
 * assistant reads the page as text.
 */
export function assistantPrompt(route: string): string {
  return `Read ${markdownUrl(route, siteConfig)} so I can ask questions about it.`;
}

/** Chat links that start a conversation with {@link assistantPrompt}. */
export function assistantLinks(route: string): { label: string; href: string }[] {
  const q = encodeURIComponent(assistantPrompt(route));
  return [
    { label: 'Open in ChatGPT', href: `https://chatgpt.com/?hints=search&q=${q}` },
    { label: 'Open in Claude', href: `https://claude.ai/new?q=${q}` },
  ];
}

/**
 * Page actions beside a doc page's title: "Copy page" (the only client code, a button that fetches
 * the Markdown on click) and a menu of plain links: "View as Markdown", "Open in ChatGPT",
 * "Open in Claude". The menu is a native `<details>`, so it needs no JavaScript.
 * @param route - the page's route (`/nilup`)
 */
export function PageActions({ route }: { route: string }) {
  const href = markdownHref(route, siteConfig);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of page buttons and links, not form controls: a <fieldset> would mean a form.
    <div className="page-actions" role="group" aria-label="Page actions" data-pagefind-ignore="all">
      <CopyPageButton markdownHref={href} />
      <details className="page-actions-menu">
        <summary aria-label="More page actions" title="More page actions">
          <span aria-hidden="true">▾</span>
        </summary>
        <ul>
          <li>
            <a href={href} type="text/markdown">
              View as Markdown
            </a>
          </li>
          {assistantLinks(route).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
