import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { layoutShiftOf, signIn, watchLayoutShift } from './support.ts';

/**
 * A signed-in /home's index.html carries its `h1` greeting (gateway lib/session-state.ts firstScreenOf, web README
 * "Loading fast"): it paints before any script runs, and the app's first render replaces it by the same `h1`. Same
 * words, same language, same size (so the browser keeps the first paint as the page's largest), and no layout shift.
 */
async function firstScreenH1(browser: Browser, signedIn: BrowserContext, width: number) {
  // the page as the HTML and the stylesheet paint it: the same session, no script
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.storageState(),
    viewport: { width, height: 800 },
  });
  const page = await noScript.newPage();
  await page.goto('/home');
  const h1 = page.getByRole('heading', { level: 1 });
  const shown = { text: await h1.textContent(), box: await h1.boundingBox() };
  await noScript.close();
  return shown;
}

for (const width of [412, 1350]) {
  test(`/home at ${width} px: the page's own h1 has the first screen's words and size, in the chosen language`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShift(page);
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/home$/);

    for (const [lang, greeting] of [
      ['en', 'Hello, Alex Morgan'],
      ['es', 'Hola, Alex Morgan'],
    ] as const) {
      if (lang !== 'en') await page.getByLabel('Language', { exact: true }).selectOption(lang);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(greeting);
      const first = await firstScreenH1(browser, page.context(), width);
      expect(first.text, 'the gateway writes the words the app renders').toBe(greeting);

      await page.reload();
      await expect(h1).toHaveText(greeting);
      await expect(page.getByRole('table', { name: /^(Accounts|Cuentas) · / })).toBeVisible();
      const own = await h1.boundingBox();
      expect(own?.width, 'the same width').toBeCloseTo(first.box?.width ?? 0, 0);
      expect(own?.height, 'the same height').toBeCloseTo(first.box?.height ?? 0, 0);
    }
    const shift = await layoutShiftOf(page);
    expect(shift).toBeLessThan(0.02);
  });
}
