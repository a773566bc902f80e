import type { SiteConfig } from '@/lib/config/site-config';
import { absoluteUrl } from '@/lib/config/site-urls';
import { feedbackDiscussionLink } from '@/lib/chrome/feedback';
import { featureNotBuilt } from '@/lib/chrome/chrome-features';

/**
 * The feedback button on doc pages. With
 * FEEDBACK_ENDPOINT set it opens the feedback modal; without it, it is a plain link to a new GitHub
 * discussion prefilled with the page title and URL (no script at all: the button's code is not
 * even bundled, lib/chrome/chrome-features.ts).
 * @param config - the site's URL, base path and feedback settings (`siteConfig`)
 */
export async function FeedbackWidget({ title, route, config }: { title: string; route: string; config: Pick<SiteConfig, 'url' | 'basePath' | 'feedback'> }) {
  const url = absoluteUrl(route, config);
  const { endpoint, discussionUrl, timeoutMs } = config.feedback;
  if (!endpoint) {
    return (
      <a className="feedback-button" href={feedbackDiscussionLink(discussionUrl, { url, title })} target="_blank" rel="noopener noreferrer">
        Feedback
      </a>
    );
  }
  if (process.env.CHROME_FEATURE_FEEDBACK_MODAL === '1') {
    const { FeedbackButton } = await import('./feedback-button.client');
    return <FeedbackButton endpoint={endpoint} timeoutMs={timeoutMs} page={{ url, title }} />;
  }
  return featureNotBuilt('CHROME_FEATURE_FEEDBACK_MODAL');
}
