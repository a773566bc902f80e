/**
 * The feedback widget's data: what is sent, and the
 * prefilled GitHub discussion used when no endpoint is configured.
 */

/** The JSON body POSTed to FEEDBACK_ENDPOINT. */
export interface FeedbackPayload {
  /** Absolute URL of the page. */
  url: string;
  /** The page title. */
  title: string;
  /** 1 (not helpful) to 5 (very helpful); null when the reader gave none. */
  rating: number | null;
  /** The reader's message, trimmed, non-empty. */
  message: string;
}

/** Texts of the modal. */
export const FEEDBACK_TEXTS = {
  title: 'Nillion Docs Feedback',
  placeholder: 'Let us know how we can improve this page of the Nillion docs.',
  send: 'Send to the team',
} as const;

/** The rating scale shown in the modal, lowest first. */
export const FEEDBACK_RATINGS = [
  { value: 1, label: 'Not helpful' },
  { value: 2, label: 'Slightly helpful' },
  { value: 3, label: 'Helpful' },
  { value: 4, label: 'Very helpful' },
  { value: 5, label: 'Extremely helpful' },
] as const;

/**
 * The payload to send, or the problem to show the reader.
 * @returns `{ payload }` when valid, `{ error }` (reader-facing text) otherwise
 */
export function buildFeedback(input: { url: string; title: string; rating: number | null; message: string }): { payload: FeedbackPayload } | { error: string } {
  const message = input.message.trim();
  if (!message) return { error: 'Please write a message before sending.' };
  const rating = input.rating !== null && FEEDBACK_RATINGS.some((r) => r.value === input.rating) ? input.rating : null;
  return { payload: { url: input.url, title: input.title, rating, message } };
}

/**
 * A link that opens a new GitHub discussion prefilled with the page's title and URL.
 * @param discussionUrl - siteConfig.feedback.discussionUrl (may already hold a query, e.g. `?category=general`)
 */
export function feedbackDiscussionLink(discussionUrl: string, page: { url: string; title: string }): string {
  const link = new URL(discussionUrl);
  link.searchParams.set('title', `Docs feedback: ${page.title}`);
  link.searchParams.set('body', `Page: ${page.url}\n\n`);
  return link.toString();
}
