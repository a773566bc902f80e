import type { OutlineItem } from '@/lib/openapi/types';

/** An h2/h3 of a generated page, with the outline's id and the site's `#` direct link. */
export function SectionHeading({ item }: { item: OutlineItem | undefined }) {
  if (!item) return null;
  const Tag = item.depth === 2 ? 'h2' : 'h3';
  const label = `Direct link to ${item.text}`;
  return (
    <Tag id={item.id}>
      {item.text}
      <a className="hash-link" href={`#${item.id}`} aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}
