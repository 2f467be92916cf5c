import type { BatchJob } from '@commerce/client';
import { notify } from '@commerce/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { batchJob } from '../../test/batch-job-fixture.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { ProductTransferActions } from './product-transfer-actions.tsx';

const WAIT = { timeout: 5000 };
const created = batchJob('batch_1', 'product-import', 'created');

/** Uploads get the keys protected/1.csv, protected/2.csv, ...; the first job creation fails. */
function setup(job: BatchJob) {
  let uploads = 0;
  let creations = 0;
  let current = job;
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'POST /admin/uploads/protected': () => {
      uploads += 1;
      return { uploads: [{ key: `protected/${uploads}.csv`, url: 'file://p.csv' }] };
    },
    'POST /admin/batch-jobs': () => {
      creations += 1;
      return creations === 1
        ? Response.json({ type: 'unexpected_state', message: 'Jobs are paused' }, { status: 409 })
        : { batch_job: created };
    },
    'GET /admin/batch-jobs/batch_1': () => ({ batch_job: current }),
    'POST /admin/batch-jobs/batch_1/cancel': () => {
      current = { ...job, status: 'canceled' };
      return { batch_job: current };
    },
    'DELETE /admin/uploads': (_request, body) => ({
      id: (body as { file_key: string }).file_key,
      object: 'file',
      deleted: true,
    }),
  });
  renderWithClient(<ProductTransferActions />, routes.api);
  return routes;
}

const csv = (name: string) => new File(['product_handle\nshirt\n'], name, { type: 'text/csv' });

afterEach(() => notify.dismiss());

describe('the uploaded import file', () => {
  it('is kept for a retry, deleted when another file is chosen, and when the job ends', async () => {
    const { called } = setup({ ...created, status: 'pre_processed' });
    fireEvent.click(await screen.findByRole('button', { name: 'Import products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products' });
    const input = within(dialog).getByLabelText('CSV file');
    const start = within(dialog).getByRole('button', { name: 'Upload and check' });
    fireEvent.change(input, { target: { files: [csv('first.csv')] } });
    fireEvent.click(start);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Jobs are paused');
    expect(called('DELETE', '/admin/uploads')).toHaveLength(0);

    // Another file: the first upload is of no use any more.
    fireEvent.change(input, { target: { files: [csv('second.csv')] } });
    await waitFor(() => expect(called('DELETE', '/admin/uploads')).toHaveLength(1));
    expect(called('DELETE', '/admin/uploads')[0]?.body).toEqual({ file_key: 'protected/1.csv' });
    fireEvent.click(start);
    await within(dialog).findByRole('button', { name: 'Cancel import' }, WAIT);
    expect(called('POST', '/admin/batch-jobs')[1]?.body).toMatchObject({
      context: { fileKey: 'protected/2.csv' },
    });
    // The job still needs its file until it has ended: here, until it is canceled.
    expect(called('DELETE', '/admin/uploads')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    expect(await within(dialog).findByText('The import was canceled.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(called('DELETE', '/admin/uploads')).toHaveLength(2));
    expect(called('DELETE', '/admin/uploads')[1]?.body).toEqual({ file_key: 'protected/2.csv' });
  }, 20_000);

  it('is deleted when the import has finished', async () => {
    const { called } = setup({ ...created, status: 'completed', result: { count: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products' });
    fireEvent.change(within(dialog).getByLabelText('CSV file'), {
      target: { files: [csv('p.csv')] },
    });
    const start = within(dialog).getByRole('button', { name: 'Upload and check' });
    fireEvent.click(start);
    await within(dialog).findByRole('alert');
    fireEvent.click(start);
    expect(await within(dialog).findByText(/The import is complete/, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(called('DELETE', '/admin/uploads')).toHaveLength(1));
    expect(called('DELETE', '/admin/uploads')[0]?.body).toEqual({ file_key: 'protected/1.csv' });
    expect(called('POST', '/admin/uploads/protected')).toHaveLength(1);
  }, 20_000);
});
