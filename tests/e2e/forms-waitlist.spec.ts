import type { Request } from '@playwright/test';
import { axeViolations, expect, freezeClock, test } from './fixtures';
import { emailJsBody, emptyStatusRegion, startUsing, statusWrittenInto } from './support/forms.ts';

// The waitlist forms of the coming-soon modules: same mechanism, the module named in the payload.
test.describe.configure({ timeout: 90_000 });

for (const [path, module] of [
  ['/ai-recommendation', 'AI Recommendation Engine'],
  ['/ai-sales-and-strategy-engine', 'AI Pricing and Sales Strategy Engine'],
] as const) {
  test(`${path}: waitlist sends the module, shows success for 3 s and resets`, async ({ page }) => {
    await freezeClock(page);
    const sends: Request[] = [];
    await page.route('**/api/v1.0/email/send', (route) => {
      sends.push(route.request());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto(path);
    const form = page.locator('form[name="waitlist"]');
    await form.scrollIntoViewIfNeeded();
    await startUsing(form);
    await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(page.locator('#contact')).toContainText('Join The Waitlist');
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Iva Stoyanova');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('iva@shop.example.bg');
    const region = await emptyStatusRegion(form);
    await form.getByRole('button', { name: 'Join The Waitlist' }).click();
    await statusWrittenInto(form, region, /^You're on the waitlist!/);
    // Focus stayed on the button through sending: not dropped to <body>.
    await expect(form.getByRole('button', { name: 'Join The Waitlist' })).toBeFocused();
    expect(sends.map(emailJsBody)).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'local_public_key',
        service_id: 'local_service',
        template_id: 'template_waitlist',
        template_params: {
          from_name: 'Iva Stoyanova',
          from_email: 'iva@shop.example.bg',
          website: 'Not provided',
          message: 'No message provided',
          module,
        },
      },
    ]);
    await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
    await page.clock.runFor(3000);
    await expect(form.locator('[role="status"]')).toHaveText('');
  });
}

test('waitlist failure keeps the values and says so; axe passes with the error shown', async ({ page }) => {
  await page.route('**/api/v1.0/email/send', (route) => route.abort('connectionrefused'));
  await page.goto('/ai-recommendation');
  const form = page.locator('form[name="waitlist"]');
  await form.scrollIntoViewIfNeeded();
  await startUsing(form);
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Iva Stoyanova');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('iva@shop.example.bg');
  await form.getByRole('button', { name: 'Join The Waitlist' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Failed to join the waitlist\. Please try again\./);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('iva@shop.example.bg');
  await expect(form.getByRole('button', { name: 'Join The Waitlist' })).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Join The Waitlist' })).toBeFocused(); // ready to try again
  expect(await axeViolations(page, 'form[name="waitlist"]')).toEqual([]);
});

// GDPR Art. 13: the waitlist form says what it collects and why, and links the privacy policy of
// its own edition, before anything is sent (also without JavaScript: the note is server-rendered).
for (const [path, policy, linkText] of [
  ['/ai-recommendation', '/privacy-policy', 'Privacy Policy'],
  ['/ai-sales-and-strategy-engine', '/privacy-policy', 'Privacy Policy'],
  ['/bg/ai-recommendation', '/bg/privacy-policy', 'Политика за поверителност'],
  ['/bg/ai-sales-and-strategy-engine', '/bg/privacy-policy', 'Политика за поверителност'],
] as const) {
  test(`${path}: the waitlist form links the privacy policy (${policy})`, async ({ page }) => {
    await page.goto(path);
    const form = page.locator('form[name="waitlist"]');
    const link = form.locator('.lead-form__note').getByRole('link', { name: linkText, exact: true });
    await expect(link).toHaveAttribute('href', policy);
    // The website and the message are optional: the note says so.
    await expect(form.locator('.lead-form__note')).toContainText(
      path.startsWith('/bg')
        ? 'името и имейла си (и уебсайта и съобщението си, ако ги добавите)'
        : 'name and e-mail (and your website and message, if you add them)',
    );
  });
}
