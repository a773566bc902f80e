import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { FIXTURE_ENV } from './fixture/env';
import { openReady } from './settled';

// Feedback widget: the modal on the fixture export (FEEDBACK_ENDPOINT set), the
// prefilled GitHub discussion link on the normal export (unset).
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.getAttribute('placeholder') ?? el?.textContent ?? '';
  });

test.describe('feedback modal (endpoint configured)', () => {
  test('keyboard flow: open, rate, write, send, close; focus returns to the button', async ({ page, fixture }) => {
    const sent: unknown[] = [];
    await page.route(FIXTURE_ENV.FEEDBACK_ENDPOINT, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, headers: cors, body: '{}' });
    });
    await openReady(page, `${fixture.baseUrl}/learn/architecture`);
    const button = page.getByRole('button', { name: 'Feedback' });
    await expect(button).toHaveCSS('background-color', 'rgb(15, 17, 32)');

    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nillion Docs Feedback' });
    await expect(dialog).toBeVisible();
    // The message field has focus and the spec's placeholder; no e-mail, no screenshot.
    await expect.poll(() => focusedLabel(page)).toBe('Let us know how we can improve this page of the Nillion docs.');
    await expect(dialog.locator('input[type=email], input[type=file]')).toHaveCount(0);
    await expect(dialog.getByText(/screenshot|e-?mail/i)).toHaveCount(0);

    await page.keyboard.type('The architecture diagram needs a legend.');
    await page.keyboard.press('Shift+Tab'); // to the rating group
    await page.keyboard.press('ArrowRight'); // select a rating…
    await page.keyboard.press('ArrowRight'); // …and the next one
    await page.keyboard.press('Tab'); // back to the message
    await page.keyboard.press('Tab'); // the send button
    await expect(focusedLabel(page)).resolves.toBe('Send to the team');
    // Focus is trapped: Tab from the last control wraps to the first (Close).
    await page.keyboard.press('Tab');
    await expect(focusedLabel(page)).resolves.toBe('Close');
    await page.keyboard.press('Shift+Tab');
    await expect(focusedLabel(page)).resolves.toBe('Send to the team');
    await page.keyboard.press('Enter');

    await expect(dialog.getByText('Thank you! Your feedback was sent to the team.')).toBeVisible();
    expect(sent).toEqual([
      {
        url: `https://docs.nillion.com${fixture.basePath}/learn/architecture`,
        title: await page.locator('h1').textContent(),
        rating: expect.any(Number),
        message: 'The architecture diagram needs a legend.',
      },
    ]);
    expect((sent[0] as { rating: number }).rating).toBeGreaterThanOrEqual(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(focusedLabel(page)).resolves.toBe('Feedback');
  });

  test('the modal code loads on demand: a failed load shows the error and Retry, which recovers; Escape closes without sending; an empty message is refused; a failed request says so', async ({
    page,
    fixture,
  }) => {
    let requests = 0;
    await page.route(FIXTURE_ENV.FEEDBACK_ENDPOINT, (route) => {
      requests++;
      return route.fulfill({ status: 500, headers: cors, body: 'no' });
    });
    await openReady(page, `${fixture.baseUrl}/learn/architecture`);
    // Every script not loaded yet (the modal's chunk) fails.
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
    const block = (url: URL) => url.pathname.endsWith('.js') && !loaded.has(url.pathname);
    await page.route(block, (route) => route.abort());
    await page.getByRole('button', { name: 'Feedback' }).click();
    const alert = page.locator('.feedback-loading').getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('could not be loaded');
    await page.unroute(block);
    await alert.getByRole('button', { name: 'Retry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nillion Docs Feedback' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(requests).toBe(0);

    await page.getByRole('button', { name: 'Feedback' }).click();
    await dialog.getByRole('button', { name: 'Send to the team' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please write a message before sending.');
    expect(requests).toBe(0);
    await dialog.getByRole('textbox').fill('Typo in the second paragraph.');
    await dialog.getByRole('button', { name: 'Send to the team' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Sending failed');
    expect(requests).toBe(1);
  });

  test('a hanging endpoint: "Sending…" while it waits, a timeout message, and a retry with the message kept', async ({ page, fixture }) => {
    const posts: unknown[] = [];
    let hang = true;
    await page.route(FIXTURE_ENV.FEEDBACK_ENDPOINT, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      posts.push(route.request().postDataJSON());
      // The first POST never gets an answer: only the modal's timeout can end it.
      if (hang) return;
      await route.fulfill({ status: 201, headers: cors, body: '{}' });
    });
    await openReady(page, `${fixture.baseUrl}/learn/architecture`);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nillion Docs Feedback' });
    await dialog.getByRole('textbox').fill('The second diagram is cut off on mobile.');
    await dialog.getByRole('button', { name: 'Send to the team' }).click();

    const sending = dialog.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await expect(dialog.getByRole('status')).toHaveText('Sending…');
    const timeoutSeconds = Number(FIXTURE_ENV.FEEDBACK_TIMEOUT_MS) / 1000;
    await expect(dialog.getByRole('alert')).toHaveText(`Sending failed (no answer within ${timeoutSeconds} s). Your message is kept: please try again.`, {
      timeout: Number(FIXTURE_ENV.FEEDBACK_TIMEOUT_MS) + 10_000,
    });
    await expect(dialog.getByRole('textbox')).toHaveValue('The second diagram is cut off on mobile.');

    hang = false;
    await dialog.getByRole('button', { name: 'Send to the team' }).click();
    await expect(dialog.getByText('Thank you! Your feedback was sent to the team.')).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ message: 'The second diagram is cut off on mobile.' });
  });
});

test.describe('feedback without an endpoint', () => {
  test('the button is a link to a prefilled GitHub discussion', async ({ page, plain }) => {
    await openReady(page, `${plain.baseUrl}/learn/architecture`);
    const link = page.getByRole('link', { name: 'Feedback' });
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/orgs/NillionNetwork/discussions/new');
    expect(href.searchParams.get('title')).toBe(`Docs feedback: ${await page.locator('h1').textContent()}`);
    expect(href.searchParams.get('body')).toContain('https://docs.nillion.com/learn/architecture');
    await expect(page.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
  });
});

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };
