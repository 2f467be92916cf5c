import type { Browser, Page } from 'playwright-core';
import { previewReady } from './preview-events.ts';

/**
 * A few preview pages played side by side. A story is selected in an already loaded preview,
 * as the manager does when a reviewer moves through the sidebar; a page whose story failed or
 * hung is loaded afresh before its next story, so one failure cannot leak into the next.
 */
export class PagePool {
  private readonly free: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];

  private constructor(
    private readonly browser: Browser,
    private readonly previewUrl: string,
  ) {}

  static async open(browser: Browser, previewUrl: string, size: number): Promise<PagePool> {
    const pool = new PagePool(browser, previewUrl);
    const pages = await Promise.all(Array.from({ length: size }, () => pool.fresh()));
    pool.free.push(...pages);
    return pool;
  }

  /**
   * Runs `work` on a free page; past `deadlineMs` the page is reloaded, which ends the
   * evaluation, and the returned promise rejects. `reloadAfter` is for docs pages: the
   * preview reloads itself when it goes from docs back to a story, which would cut the next
   * story's evaluation short.
   */
  async use<T extends { ok: boolean }>(
    work: (page: Page) => Promise<T>,
    deadlineMs: number,
    options: { reloadAfter?: boolean } = {},
  ): Promise<T> {
    let page = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    let healthy = false;
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no outcome within ${deadlineMs} ms`)),
          deadlineMs,
        );
      });
      const result = await Promise.race([work(page), deadline]);
      healthy = result.ok && !options.reloadAfter;
      return result;
    } finally {
      clearTimeout(timer);
      try {
        if (!healthy) page = await this.reloadOrReplace(page);
      } finally {
        this.release(page);
      }
    }
  }

  /** A tab that crashed (out of memory, say) cannot be reloaded; a new one takes its place. */
  private async reloadOrReplace(page: Page): Promise<Page> {
    try {
      await this.load(page);
      return page;
    } catch {
      await page.close().catch(() => {});
      return this.fresh();
    }
  }

  private async fresh(): Promise<Page> {
    const page = await this.browser.newPage();
    await this.load(page);
    return page;
  }

  private async load(page: Page): Promise<void> {
    await page.goto(this.previewUrl);
    await page.evaluate(previewReady);
  }

  private acquire(): Promise<Page> {
    const page = this.free.pop();
    if (page) return Promise.resolve(page);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(page: Page): void {
    const next = this.waiting.shift();
    if (next) next(page);
    else this.free.push(page);
  }
}
