/**
 * The admin's list pattern in Chromium against the real server: the product list filtered
 * through its menus and bulk-published with the keyboard, a saved view that survives a
 * reload because it lives in the user's metadata on the server, and the category tree
 * reordered by dragging and by its keyboard alternative.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = { email: 'lists@example.com', password: 'lists password', first_name: 'Lia' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let token = '';

/** Calls the admin API as the staff user. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const createProduct = (title: string, status: string) =>
  api<{ product: { id: string } }>('POST', '/admin/products', { title, status });

beforeAll(async () => {
  server = await startServer();
  await createUser(server.database.db, { ...staff, last_name: 'Lister', role: 'admin' });
  const login = await fetch(`${server.url}/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  ({ context, page, pageErrors } = await openPage(browser, {
    viewport: { width: 1440, height: 900 },
  }));
  await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fproducts`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
});

afterEach(async () => {
  await context?.close();
});

const grid = () => page.getByRole('grid', { name: 'Products' });
const searchOf = () => new URL(page.url()).searchParams;

describe('the product list', () => {
  it('filters by status, bulk-publishes with the keyboard and shows the result', async () => {
    const linen = await createProduct('Linen Shirt', 'draft');
    const wool = await createProduct('Wool Scarf', 'draft');
    await createProduct('Cotton Tee', 'draft');
    await createProduct('Silk Tie', 'published');
    await page.reload();
    await grid().getByText('Silk Tie').waitFor();

    await page.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Draft' }).click();
    await page.keyboard.press('Escape');
    await grid().getByText('Silk Tie').waitFor({ state: 'detached' });
    expect(JSON.parse(searchOf().get('status') ?? '[]')).toEqual(['draft']);
    expect(await grid().getAttribute('aria-rowcount')).toBe('4');

    // Sort by title (Cotton Tee, Linen Shirt, Wool Scarf), then select rows 2 and 3 by key.
    await page.getByRole('button', { name: 'Title' }).click();
    await expect.poll(() => searchOf().get('order')).toBe('title');
    // The rows are the server's sorted answer before the keys pick rows 2 and 3 (a slow
    // answer arriving between the keys would move other products under the selection).
    await expect
      .poll(async () => (await grid().getByRole('row').allTextContents()).slice(1).join(' | '))
      .toMatch(/^Cotton Tee.*\| Linen Shirt.*\| Wool Scarf/);
    await grid().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected products' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();

    await page.getByText('2 products published.').waitFor();
    // The drafts list no longer holds them; the server says they are published.
    await grid().getByText('Linen Shirt').waitFor({ state: 'detached' });
    expect(await grid().getByText('Cotton Tee').isVisible()).toBe(true);
    for (const { product } of [linen, wool]) {
      const { product: saved } = await api<{ product: { status: string } }>(
        'GET',
        `/admin/products/${product.id}`,
      );
      expect(saved.status).toBe('published');
    }

    // Back removes the sort, then the filter: the published products return.
    await page.goBack();
    await expect.poll(() => searchOf().get('order')).toBeNull();
    await page.goBack();
    await grid().getByText('Linen Shirt').waitFor();
    await grid().getByText('Silk Tie').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('keeps a saved view across a reload, stored in the user on the server', async () => {
    await createProduct('Denim Jacket', 'proposed');
    await page.goto(`${server.url}/app/a/products?status=%5B%22proposed%22%5D&order=%22-title%22`);
    await grid().getByText('Denim Jacket').waitFor();

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill('Proposed, Z–A');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('button', { name: 'View: Proposed, Z–A' }).waitFor();

    // A fresh start on the plain list: the view is still there and restores the filters.
    await page.goto(`${server.url}/app/a/products`);
    await page.reload();
    await grid().waitFor();
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitemradio', { name: 'Proposed, Z–A' }).click();
    await page.getByRole('button', { name: 'View: Proposed, Z–A' }).waitFor();
    expect(JSON.parse(searchOf().get('status') ?? '[]')).toEqual(['proposed']);
    expect(searchOf().get('order')).toBe('-title');
    expect(await grid().getAttribute('aria-rowcount')).toBe('2');

    const { user } = await api<{ user: { metadata: Record<string, unknown> } }>(
      'GET',
      '/admin/auth',
    );
    expect(user.metadata.admin_list_views).toEqual({
      products: [
        {
          id: expect.any(String),
          name: 'Proposed, Z–A',
          search: { status: ['proposed'], order: '-title' },
        },
      ],
    });
    expect(pageErrors).toEqual([]);
  });
});

type Category = { id: string; name: string; rank: number; parent_category_id: string | null };

describe('the category tree', () => {
  it('nests a category by dragging it onto another, and reorders with the Move menu', async () => {
    const create = (name: string) =>
      api<{ product_category: Category }>('POST', '/admin/product-categories', { name });
    const men = (await create('Men')).product_category;
    const women = (await create('Women')).product_category;
    const kids = (await create('Kids')).product_category;
    await page.goto(`${server.url}/app/a/product-categories`);
    const row = (category: Category) => page.locator(`[data-category-id="${category.id}"]`);
    await row(kids).waitFor();

    // Drag Kids by its handle onto the middle of the Men row: it goes inside Men.
    const handle = page.getByRole('button', { name: 'Move Kids' });
    const from = await handle.boundingBox();
    const to = await row(men).boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    expect(await row(men).getAttribute('data-drop')).toBe('inside');
    await page.mouse.up();
    await page
      .getByRole('list', { name: 'Subcategories of Men' })
      .getByText('Kids', { exact: true })
      .waitFor();
    const { product_category: moved } = await api<{ product_category: Category }>(
      'GET',
      `/admin/product-categories/${kids.id}`,
    );
    expect(moved.parent_category_id).toBe(men.id);

    // The keyboard alternative: Women moves up, before Men.
    await page.getByRole('button', { name: 'Actions for Women' }).click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await page.getByText('Women moved.').waitFor({ state: 'attached' });
    const { product_categories } = await api<{ product_categories: Category[] }>(
      'GET',
      '/admin/product-categories?parent_category_id=null&order=rank',
    );
    expect(product_categories.map((category) => category.name)).toEqual(['Women', 'Men']);
    expect(women.id).toBe(product_categories[0]?.id);
    expect(pageErrors).toEqual([]);
  });
});
