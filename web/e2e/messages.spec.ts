import { type Page, expect, test } from '@playwright/test';
import {
  collectPageErrors,
  controls,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  chooseOption,
  signInOn,
} from './support.ts';

/**
 * /messages: support over the gateway's /helpdesk bridge (spec 3 §2, §3 "Support ticket", §4 "Ticket status
 * mapping", §7 "Support", §8 "HTTP 429"). The fakes seed each contact with five tickets, one per case of the status
 * mapping; "Card delivery status" has an unread answer (fakes/README.md "Help desk"). The fake agent answers a
 * customer's message on the control `helpdesk-agent-reply` (and by itself after 5 s, once per message).
 */
const badge = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByTestId('messages-badge');

test('a ticket created with an attachment, answered by the fake agent; the unread badge clears when read', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tenant = await freshTenant(request, 'paxum');
  const errors = collectPageErrors(page);
  await signInOn(page, tenant, personal);
  await page.goto(tenant.url('/messages'));
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByTestId('support-agent')).toContainText('Sam Rivera');
  const tickets = page.getByRole('list', { name: 'Your tickets' });
  await expect(tickets.getByRole('listitem')).toHaveCount(5);
  await expect(badge(page)).toHaveText(/1$/);
  await expectNoSeriousViolations(page, '/messages');

  // spec 3 §4: the statuses of the seed
  await chooseOption(selectField(page, 'Show'), 'Closed');
  await expect(tickets.getByRole('listitem')).toHaveCount(1);
  await chooseOption(selectField(page, 'Show'), 'All tickets');

  // reading the unread answer clears the badge
  await tickets.getByRole('button', { name: /Card delivery status/ }).click();
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').first()).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // a new ticket with an attachment
  await page.getByRole('button', { name: 'New ticket' }).click();
  await page.getByLabel('Subject').fill('Where is my refund?');
  await page.getByLabel('Message', { exact: true }).fill('I returned the order on Monday. The receipt is attached.');
  await page.getByLabel('Attach files').setInputFiles({
    name: 'receipt.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Receipt 42: returned on Monday\n'.repeat(2000)),
  });
  const upload = page.locator('.messages-uploads li').filter({ hasText: 'receipt.txt' });
  await expect(upload).toHaveAttribute('data-upload-state', 'done');
  await expect(upload).toContainText('Uploaded');
  await expectNoSeriousViolations(page, 'new ticket');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const ticket = page.getByRole('region', { name: /Where is my refund\?/ });
  await expect(ticket).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText('I returned the order on Monday.');
  await expect(conversation.getByRole('link', { name: 'receipt.txt' })).toBeVisible();

  // the agent answers: the badge counts it on the next page, reading it clears it. The customer leaves the ticket
  // first: an answer that comes while its ticket is open is read at once (spec 3 §4 "Support messages open the
  // ticket"), and then no badge would count it.
  await page.goto(tenant.url('/home'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reply = await request.post(`${controls}/helpdesk-agent-reply`, {
    data: { ...tenant.data, username: personal.username },
  });
  expect(reply.ok()).toBe(true);
  await page.reload();
  await expect(badge(page)).toHaveText(/1$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Messages/ })
    .click();
  await page
    .getByRole('list', { name: 'Your tickets' })
    .getByRole('button', { name: /Where is my refund\?/ })
    .click();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Sam Rivera');
  await expect(badge(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a help-desk 429 is recovered from after the timer', async ({ page, request }) => {
  const tenant = await freshTenant(request, 'paxum');
  const errors = collectPageErrors(page);
  await signInOn(page, tenant, personal);
  const limit = await request.post(`${controls}/helpdesk-rate-limit`, {
    data: { ...tenant.data, count: 2, retryAfterSeconds: 2 },
  });
  expect(limit.ok()).toBe(true);
  await page.goto(tenant.url('/messages'));
  await expect(page.getByTestId('helpdesk-busy')).toContainText('Support is busy. Trying again in');
  await expectNoSeriousViolations(page, '/messages while the help desk is busy');
  // after the timer the page asks again by itself, and the tickets show
  await expect(page.getByRole('list', { name: 'Your tickets' }).getByRole('listitem')).toHaveCount(5, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('helpdesk-busy')).toHaveCount(0);
  // the 429s (and the requests they aborted) are the answers this test asked for
  expect(errors.filter((e) => !e.startsWith('429 '))).toEqual([]);
});
