import type { BatchJob } from '@commerce/client';
import { notify } from '@commerce/ui';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes, type FakeAnswer } from '../../test/api-routes.ts';
import { batchJob } from '../../test/batch-job-fixture.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { settle } from '../../test/settle.ts';
import { ActivityButton } from './activity-button.tsx';

const running: BatchJob = {
  ...batchJob('batch_1', 'product-export', 'processing'),
  result: { count: 10, advancement_count: 4, progress: 0.4 },
};
const exported: BatchJob = {
  ...batchJob('batch_2', 'product-export', 'completed'),
  result: { count: 5, advancement_count: 5, progress: 1, file_key: 'protected/exports/p.csv' },
};
const failed = batchJob('batch_3', 'product-import', 'failed');

const list = (jobs: BatchJob[]) => ({
  batch_jobs: jobs,
  count: jobs.length,
  limit: 100,
  offset: 0,
});

/** The signed-in user: the built-in admin's permissions unless the test gives others. */
function setup(jobs: (poll: number) => FakeAnswer, user: object = adminUser) {
  let polls = 0;
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/batch-jobs': () => {
      polls += 1;
      return jobs(polls);
    },
    'POST /admin/uploads/download-url': { download_url: 'https://files.test/p.csv?signature=1' },
    'POST /admin/batch-jobs/batch_1/cancel': {
      batch_job: { ...running, status: 'canceled', canceled_at: '2025-03-01T10:06:00.000Z' },
    },
  });
  const view = renderWithClient(<ActivityButton />, routes.api);
  return { ...routes, ...view };
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: /Activity/ }));
  return screen.findByRole('dialog', { name: 'Activity' });
}

afterEach(() => {
  notify.dismiss();
  vi.restoreAllMocks();
});

describe('the activity button and drawer', () => {
  it('counts the jobs still running on its badge', async () => {
    setup(() => list([running, exported, failed]));
    // Waits for the badge itself: settling may end before a busy machine has sent the first
    // poll (a CI run saw the button still without its count).
    expect(
      await screen.findByRole('button', { name: 'Activity: 1 job running' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('lists each job with type, created time, progress and status', async () => {
    setup(() => list([running, exported, failed]));
    const drawer = await openDrawer();
    const items = await within(drawer).findAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [first, second, third] = items.map((item) => within(item));
    expect(first?.getByText('product export')).toBeTruthy();
    expect(first?.getByText(/^Created /)).toBeTruthy();
    expect(first?.getByText('Processing')).toBeTruthy();
    const bar = first?.getByRole('progressbar', { name: 'Progress of product export' });
    expect(bar?.getAttribute('aria-valuenow')).toBe('40');
    expect(first?.getByText('4 of 10 processed')).toBeTruthy();
    expect(first?.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(first?.queryByRole('button', { name: 'Download' })).toBeNull();

    expect(second?.getByText('Completed')).toBeTruthy();
    expect(second?.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(second?.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(second?.queryByRole('button', { name: 'Cancel' })).toBeNull();

    expect(third?.getByText('product import')).toBeTruthy();
    expect(third?.getByText('Failed')).toBeTruthy();
    expect(third?.queryByRole('button')).toBeNull();
  });

  it('downloads an export through a signed URL', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { called } = setup(() => list([exported]));
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    expect(called('POST', '/admin/uploads/download-url').map((r) => r.body)).toEqual([
      { file_key: 'protected/exports/p.csv' },
    ]);
    expect(open.mock.calls[0]?.[0]).toBe('https://files.test/p.csv?signature=1');
  });

  it('cancels a job that has not finished', async () => {
    const { called } = setup(() => list([running]));
    const drawer = await openDrawer();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() =>
      expect(called('POST', '/admin/batch-jobs/batch_1/cancel')).toHaveLength(1),
    );
  });

  it('says when there is nothing to show', async () => {
    setup(() => list([]));
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('No batch jobs in the last month.')).toBeTruthy();
  });

  it('says when the jobs cannot be read, and tries again on request', async () => {
    const { called } = setup((poll) =>
      poll === 1
        ? Response.json({ type: 'unknown_error', message: 'Boom' }, { status: 500 })
        : list([failed]),
    );
    const drawer = await openDrawer();
    const alert = await within(drawer).findByRole('alert');
    expect(alert.textContent).toContain('The batch jobs could not be read.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('product import')).toBeTruthy();
    expect(called('GET', '/admin/batch-jobs').length).toBeGreaterThanOrEqual(2);
  });

  it('announces a job that completes while the app is open', async () => {
    const completed: BatchJob = { ...exported, id: running.id };
    setup((poll) => list([poll < 2 ? running : completed]));
    expect(await screen.findByRole('button', { name: 'Activity: 1 job running' })).toBeTruthy();
    expect(screen.queryByText(/batch job completed/)).toBeNull();
    // The second poll, 2 s after the first (section 4), sees it completed.
    expect(
      await screen.findByText('product export batch job completed', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activity' })).toBeTruthy();
  });

  it('is not shown, and never polls, for a role without batch-jobs:read', async () => {
    const { called, queryClient } = setup(() => list([running]), {
      ...adminUser,
      permissions: ['orders:read', 'orders:write', 'customers:read', 'customers:write'],
    });
    await settle(queryClient);
    expect(called('GET', '/admin/auth')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Activity/ })).toBeNull();
    expect(called('GET', '/admin/batch-jobs')).toHaveLength(0);
  });

  it('lists the jobs without cancel or download for a role that may only read them', async () => {
    setup(() => list([running, exported]), { ...adminUser, permissions: ['batch-jobs:read'] });
    const drawer = await openDrawer();
    const items = await within(drawer).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(drawer).getByText('Completed')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
