// Spike (issue 23): opens server-rendered pages in Chromium and reports console warnings,
// errors, and whether the page hydrated (a client-side navigation keeps the window).
// Usage: node storefront/spike/hydration-check.mjs http://127.0.0.1:9321
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:9321';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let failed = false;

async function visit(path, cookies = [], tamper) {
  const context = await browser.newContext();
  // The negative control: the HTML altered on its way, so React must report a mismatch.
  if (tamper) {
    await context.route(base + path, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: tamper(await response.text()) });
    });
  }
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message.slice(0, 200)}`));
  page.on('response', (r) => {
    if (r.status() >= 400) messages.push(`(${r.status()} from ${new URL(r.url()).pathname})`);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // Hydrated: a link click is handled by the router (no new document), the marker survives.
  await page.evaluate(() => {
    window.__spikeMarker = 1;
  });
  const price = await page
    .locator('main')
    .getByText(/[€$]\s?\d/)
    .first()
    .textContent()
    .catch(() => null);
  const link = page.locator('main a[href^="/products/"]').first();
  let clientNav = 'no link';
  if (await link.count()) {
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.locator('main h1').first().waitFor();
    clientNav = (await page.evaluate(() => window.__spikeMarker === 1))
      ? `client-side to ${href}`
      : 'FULL RELOAD';
  }
  const title = await page.title();
  console.log(`${path} cookies=${cookies.map((c) => `${c.name}=${c.value}`).join(',') || '-'}`);
  console.log(`  title: ${title}; first price: ${price}; navigation: ${clientNav}`);
  console.log(
    `  console warnings/errors: ${messages.length ? `\n    ${messages.join('\n    ')}` : 'none'}`,
  );
  if (
    !tamper &&
    (messages.some((m) => !m.startsWith('(401') && !m.includes('status of 401')) ||
      clientNav === 'FULL RELOAD')
  )
    failed = true;
  await context.close();
}

async function noScript(path) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(base + path);
  const h1 = await page.locator('main h1').first().textContent();
  const jsonLd = await page.locator('script[type="application/ld+json"]').count();
  const links = await page.locator('main a[href]').count();
  const canonical = await page
    .locator('link[rel=canonical]')
    .getAttribute('href')
    .catch(() => null);
  const og = await page
    .locator('meta[property="og:title"]')
    .getAttribute('content')
    .catch(() => null);
  console.log(
    `${path} (JavaScript off): h1="${h1}", links in main=${links}, JSON-LD=${jsonLd}, canonical=${canonical}, og:title="${og}"`,
  );
  await context.close();
}

await visit('/products');
await visit('/products/limited-print');
await visit(
  '/products/limited-print',
  [{ name: 'store_region', value: process.env.REGION ?? '' }].filter((c) => c.value),
);
await visit('/products?lng=de');
console.log('negative control (expected to report a mismatch):');
await visit('/products', [], (html) => html.replace('All products</h1>', 'All productz</h1>'));
await noScript('/products/limited-print');
await noScript('/products');
await browser.close();
process.exit(failed ? 1 : 0);
