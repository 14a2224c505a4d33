import { type Page, expect, test } from '@playwright/test';
import {
  type Tenant,
  business,
  controls,
  chooseOption,
  expectNoSeriousViolations,
  freshTenant,
  personal,
  selectField,
  signIn,
} from './support.ts';

/**
 * The company's representatives grouped by position, their edit and delete, the account resolution, declarations
 * and escort statement (spec 3 §3 "Representative positions", §7 "Registration and compliance"), and the username
 * change requests (spec 3 §4), in Chromium through the gateway over the fakes.
 */

async function signedIn(page: Page, user: { username: string; password: string }, lands: RegExp): Promise<Tenant> {
  // every test changes or may change the company: a tenant of its own
  const tenant = await freshTenant(page.request, 'paxum');
  await page.goto(tenant.url('/login'));
  await signIn(page, user);
  await expect(page).toHaveURL(lands);
  return tenant;
}

const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('business@: edits a shareholder into an owner, is refused the last director, deletes a representative', async ({
  page,
}) => {
  const tenant = await signedIn(page, business, /\/customer-access$/);
  await page.goto(tenant.url('/company/representatives'));
  await expect(page.getByRole('heading', { level: 2, name: 'Representatives' })).toBeVisible();
  await expect(group(page, 'Directors').getByRole('row', { name: /Riley Stone/ })).toBeVisible();
  await expect(group(page, 'Shareholders').getByRole('row', { name: /Morgan Blake/ })).toBeVisible();
  await expect(group(page, 'Owners').getByText('No owners.')).toBeVisible();
  await expect(group(page, 'Users').getByRole('row', { name: /Jordan Lee/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/company/representatives');

  // edit: Morgan Blake becomes an owner under a new last name
  await page.getByRole('button', { name: 'Edit Morgan Blake' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Morgan Blake' });
  await expect(edit.getByLabel('Last name')).toHaveValue('Blake');
  await edit.getByLabel('Last name').fill('Blake-Reyes');
  await chooseOption(selectField(edit, 'Position'), 'Owner');
  await expectNoSeriousViolations(page, 'the edit dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Morgan Blake-Reyes was updated.')).toBeVisible();
  await expect(group(page, 'Owners').getByRole('row', { name: /Morgan Blake-Reyes/ })).toBeVisible();
  await expect(group(page, 'Shareholders').getByText('No shareholders.')).toBeVisible();

  // the only director: the confirmation shows the server's refusal and nothing goes
  await page.getByRole('button', { name: 'Delete Riley Stone' }).click();
  const refused = page.getByRole('dialog', { name: 'Delete a representative' });
  await refused.getByRole('button', { name: 'Delete' }).click();
  await expect(
    refused.getByText('The company needs at least one director: the last director cannot be removed.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the refused delete');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(group(page, 'Directors').getByRole('row', { name: /Riley Stone/ })).toBeVisible();

  // delete, confirmed: the owner goes, after a reload too
  await page.getByRole('button', { name: 'Delete Morgan Blake-Reyes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete a representative' });
  await expect(confirm).toContainText("Remove Morgan Blake-Reyes from the company's representatives?");
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Morgan Blake-Reyes was removed from the representatives.')).toBeVisible();
  await expect(group(page, 'Owners').getByText('No owners.')).toBeVisible();
  await page.reload();
  await expect(group(page, 'Directors').getByRole('row', { name: /Riley Stone/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Morgan Blake/ })).toHaveCount(0);
});

test('business@: sends the account resolution to its director and a shareholder; declarations and escort statement', async ({
  page,
}) => {
  const tenant = await signedIn(page, business, /\/customer-access$/);
  await page.goto(tenant.url('/company/documents'));
  const resolution = page.getByRole('region', { name: 'Account resolution' });
  await expect(resolution.getByTestId('resolution-status')).toContainText('Not sent');
  await expect(resolution.getByText('No one has been asked to sign it yet.')).toBeVisible();
  const declarations = page.getByRole('region', { name: 'Declarations' });
  await expect(declarations.getByRole('row', { name: /Declaration of beneficial ownership/ })).toBeVisible();
  await expect(declarations.getByRole('row', { name: /Politically exposed person declaration/ })).toContainText(
    'Action required',
  );
  await expect(page.getByRole('region', { name: 'Escort statement' })).toContainText('ES-100002-2025');
  await expectNoSeriousViolations(page, '/company/documents');

  await resolution.getByRole('button', { name: 'Send the resolution' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the account resolution' });
  // the director is chosen to begin with
  await expect(dialog.getByRole('checkbox', { name: /Riley Stone/ })).toBeChecked();
  await dialog.getByText(/Morgan Blake/).click();
  await expectNoSeriousViolations(page, 'the send dialog');
  await dialog.getByRole('button', { name: 'Send the resolution' }).click();
  await expect(dialog).toBeHidden();
  await expect(resolution.getByText('The resolution was sent for signing.')).toBeVisible();
  await expect(resolution.getByTestId('resolution-status')).toContainText('Sent for signing');
  await expect(resolution.getByRole('row', { name: /Riley Stone/ })).toContainText('Not signed yet');
  await expect(resolution.getByRole('row', { name: /Morgan Blake/ })).toContainText('Not signed yet');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account resolution' }).getByTestId('resolution-status')).toContainText(
    'Sent for signing',
  );
});

test("personal@: the profile's e-mail section shows the username change requests and their statuses", async ({
  page,
}) => {
  const tenant = await signedIn(page, personal, /\/home$/);
  await page.goto(tenant.url('/profile'));
  const requests = page.getByRole('region', { name: 'Sign-in e-mail change requests' });
  const items = requests.getByTestId('username-requests').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('personal.new@mail.demo.test');
  await expect(items.nth(0)).toContainText('Pending');
  await expect(items.nth(1)).toContainText('Failed');
  await expect(items.nth(1)).toContainText('The new e-mail address was not confirmed in time.');
  await expect(items.nth(2)).toContainText('personal@demo.test');
  await expect(items.nth(2)).toContainText('Active');
  await expectNoSeriousViolations(page, '/profile username change requests');
});

test('personal@ with every required step done submits the profile for verification (customer verify)', async ({
  page,
}) => {
  const tenant = await freshTenant(page.request, 'paxum');
  // spec 1 §4 rule 6: unverified, no action left, nothing in review: 'finalReview'
  const arranged = await page.request.post(`${controls}/profile-state`, {
    data: { ...tenant.data, username: personal.username, state: 'finalReview' },
  });
  expect(arranged.ok()).toBe(true);
  await page.goto(tenant.url('/login'));
  await signIn(page, personal);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(tenant.url('/profile'));
  const submit = page.getByRole('region', { name: 'Submit for verification' });
  await expect(submit).toContainText('Every required step is done.');
  await expectNoSeriousViolations(page, '/profile submit for verification');
  await submit.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(
    page.getByText('Your details were submitted for verification. We will let you know once they are reviewed.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for verification' })).toBeHidden();
});

test('rep@ (read access) sees the representatives grouped on /company-documents, without edit or delete', async ({
  page,
}) => {
  await signedIn(page, { username: 'rep@demo.test', password: personal.password }, /\/company-documents$/);
  await expect(
    page.getByRole('region', { name: 'Directors' }).getByRole('region', { name: /Riley Stone/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Shareholders' }).getByRole('region', { name: /Morgan Blake/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('region', { name: /Jordan Lee/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/company-documents grouped');
});
