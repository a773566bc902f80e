import type { ApiEntry } from '@/lib/content';

/** Body of a generated API page (operation or info); issue 7 renders the full operation view. */
export function ApiPage({ entry }: { entry: ApiEntry }) {
  return <p>{entry.description}</p>;
}
