'use client';
import { useState } from 'react';

/**
 * Copies the text of the code block it sits in (the nearest `figure`'s `pre`), so the code is not
 * sent twice in the page payload. Shows "Copied" for 2 s.
 */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      onClick={async (event) => {
        const pre = event.currentTarget.closest('figure')?.querySelector('pre');
        if (!pre) return;
        try {
          // The code as rendered (line breaks of the highlighted spans), which is what the reader copies by hand too.
          // biome-ignore lint/performance/useDomNodeTextContent: innerText follows the rendering; textContent would keep hidden markup text.
          await navigator.clipboard.writeText(pre.innerText.replace(/\n$/, ''));
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          // Clipboard denied (insecure context or permission): nothing to copy to; stay quiet.
        }
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
