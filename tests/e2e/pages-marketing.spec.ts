import site from '../../content/site.json' with { type: 'json' };
import { expect, isMobile, test } from './fixtures.ts';

test.describe('/about', () => {
  test('story, mission, eight values and links to /roi and /pricing', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('heading', { name: 'Our story', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our mission', level: 2 })).toBeVisible();
    const values = page.getByRole('region', { name: 'Our eight values' });
    await expect(values.getByRole('listitem')).toHaveCount(8);
    await expect(values.getByRole('heading', { level: 3 }).first()).toHaveText('ROI first');
    await expect(page.getByRole('link', { name: 'Open the ROI calculator' })).toHaveAttribute('href', '/roi');
    await expect(page.getByRole('link', { name: 'Request a free demo' })).toHaveAttribute('href', '/pricing');
  });
});

test.describe('/partners', () => {
  test('hero, reseller pitch, the three benefits and the form below', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Partner');
    await expect(page.getByRole('main')).toContainText('IT agencies and e-commerce platforms');
    const benefits = page.getByRole('region', { name: 'Why agencies and platforms partner with us' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Deliver what clients want',
      'Serious revenue streams',
      'AI leader without R&D',
    ]);
    const form = page.locator('section#partner-form');
    await expect(form.locator('form')).toHaveCount(1);
  });

  test("'Learn More About Partnership' anchors to the form section", async ({ page }) => {
    await page.goto('/partners');
    const button = page.getByRole('link', { name: 'Learn More About Partnership' });
    await expect(button).toHaveAttribute('href', '#partner-form');
    await button.click();
    await expect(page).toHaveURL(/\/partners#partner-form$/);
    await expect(page.locator('section#partner-form h2')).toBeInViewport();
  });
});

test.describe('/pricing', () => {
  test('h1, value list, Trusted-by row with Sila linking to the case study, and the classic demo form', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText("Unlock Your Store's True Potential With Full AI Enablement");
    await expect(page.getByRole('main')).toContainText('No contracts');
    for (const promise of [
      'free demo',
      'No contracts',
      'No hidden fees',
      'No pressure',
      'We train the agent, you test it',
    ]) {
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: promise }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Trusted by', level: 2 })).toBeVisible();
    const logos = page.getByRole('list', { name: 'Client stores' });
    await expect(logos.getByRole('listitem')).toHaveCount(9);
    await expect(logos.getByRole('link')).toHaveCount(1);
    await expect(logos.getByRole('link')).toHaveAttribute('href', '/sila-client-study');

    const form = page.locator('section#demo-request');
    await expect(form.getByRole('heading', { level: 2 })).toHaveText('Request a Free Demo');
    await expect(form.locator('form')).toHaveCount(1);

    const text = (await h1.boundingBox())!;
    const formBox = (await form.boundingBox())!;
    if (isMobile(page)) expect(formBox.y).toBeGreaterThan(text.y + text.height);
    else expect(formBox.x).toBeGreaterThan(text.x + text.width - 1);
  });
});

test.describe('/contact', () => {
  test('demo form plus email, telephone, website and the 24-hour reply promise', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('section#contact-form form')).toHaveCount(1);
    const details = page.getByRole('region', { name: 'Reach us directly' });
    const { email, phone, websiteHost } = site.contact;
    await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(details.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^+\d]/g, '')}`,
    );
    await expect(details.getByRole('link', { name: websiteHost })).toHaveAttribute('href', `https://${websiteHost}`);
    await expect(details).toContainText('within 24 hours');
  });
});

test.describe('/images', () => {
  test('is kept out of search and offers every brand asset as a plain download link', async ({ page, request }) => {
    await page.goto('/images');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('#colours')).toContainText('#4f3df5');
    await expect(page.locator('#colours')).toContainText('#0b1b3f');

    const logo = page.locator('#logo a[download]');
    await expect(logo).toHaveCount(3);
    const lightLogo = decodeURIComponent((await logo.first().getAttribute('href'))!);
    expect(lightLogo).toMatch(/^data:image\/svg\+xml/);
    expect(lightLogo).toContain(site.brand);

    const clients = page.locator('#clients a[download]');
    const illustrations = page.locator('#illustrations a[download]');
    await expect(clients).toHaveCount(9);
    await expect(illustrations).toHaveCount(6);
    for (const link of [clients.first(), illustrations.last(), logo.last()]) {
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^<svg/);
    }
  });
});
