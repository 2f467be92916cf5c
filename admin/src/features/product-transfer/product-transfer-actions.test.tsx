import type { BatchJob } from '@commerce/client';
import { notify } from '@commerce/ui';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, type FakeAnswer } from '../../test/api-routes.ts';
import { batchJob } from '../../test/batch-job-fixture.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { ProductTransferActions } from './product-transfer-actions.tsx';

const WAIT = { timeout: 5000 };
const created = batchJob('batch_1', 'product-import', 'created');
const summary: BatchJob = {
  ...created,
  status: 'pre_processed',
  pre_processed_at: '2025-03-01T10:01:00.000Z',
  result: {
    count: 3,
    advancement_count: 0,
    progress: 0,
    stat_descriptors: [
      {
        key: 'product-import-create',
        name: 'Products to create',
        message: '2 products will be created',
      },
      {
        key: 'product-import-update',
        name: 'Products to update',
        message: '1 products will be updated',
      },
      { key: 'product-import-variants', name: 'Variants', message: '7 variants will be written' },
    ],
  },
};
const invalid: BatchJob = {
  ...created,
  status: 'failed',
  result: {
    errors: [
      { message: 'Line 3: variant_title is required', code: 'invalid_row' },
      { message: 'The import file has 1 error', code: 'invalid_file' },
    ],
  },
};

function setup(job: (read: number) => FakeAnswer, listParams?: Record<string, unknown>) {
  let reads = 0;
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'POST /admin/uploads/protected': { uploads: [{ key: 'protected/p.csv', url: 'file://p.csv' }] },
    'POST /admin/batch-jobs': (_request, body) => ({
      batch_job: { ...created, ...(body as object), id: 'batch_1' },
    }),
    'GET /admin/batch-jobs/batch_1': () => {
      reads += 1;
      return job(reads);
    },
    'POST /admin/batch-jobs/batch_1/confirm': { batch_job: { ...summary, status: 'confirmed' } },
  });
  renderWithClient(<ProductTransferActions {...(listParams ? { listParams } : {})} />, routes.api);
  return routes;
}

async function upload() {
  fireEvent.click(await screen.findByRole('button', { name: 'Import products' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products' });
  const file = new File(['product_handle,variant_title\nshirt,M\n'], 'products.csv', {
    type: 'text/csv',
  });
  fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload and check' }));
  return dialog;
}

afterEach(() => notify.dismiss());

describe('product import', () => {
  it('uploads the CSV, shows the dry run summary, and imports on confirm', async () => {
    // The server's side: checked on the second read, working once confirmed, then done.
    let confirmed = false;
    let finished = false;
    const progress = (status: BatchJob['status'], done: number) => ({
      batch_job: { ...summary, status, result: { ...summary.result, advancement_count: done } },
    });
    const { called } = setup((read) =>
      finished
        ? progress('completed', 3)
        : confirmed
          ? progress('processing', 1)
          : { batch_job: read === 1 ? created : summary },
    );
    const dialog = await upload();
    expect(await within(dialog).findByText('Checking the file…', {}, WAIT)).toBeTruthy();
    const uploaded = called('POST', '/admin/uploads/protected')[0]?.body as FormData;
    // jsdom's File does not survive the fetch polyfill's multipart encoding whole; its part
    // and type do (the browser journey checks the content).
    expect((uploaded.get('files') as File).type).toBe('text/csv');
    expect(called('POST', '/admin/batch-jobs').map((r) => r.body)).toEqual([
      { type: 'product-import', context: { fileKey: 'protected/p.csv' }, dry_run: true },
    ]);

    // The poll 2 s later sees the summary.
    const table = await within(dialog).findByRole(
      'region',
      { name: 'What the import will do' },
      WAIT,
    );
    const rows = within(table)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Products to create', '2'],
      ['Products to update', '1'],
      ['Variants to write', '7'],
    ]);
    confirmed = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Products written: 1 of 3', {}, WAIT)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('progressbar', { name: 'Import progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('33');
    expect(called('POST', '/admin/batch-jobs/batch_1/confirm')).toHaveLength(1);
    finished = true;
    expect(
      await within(dialog).findByText(
        'The import is complete. Products written: 3.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
  }, 20_000);

  it("lists the server's reasons when the file is refused, and starts over", async () => {
    setup(() => ({ batch_job: invalid }));
    const dialog = await upload();
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('The file cannot be imported:');
    expect(within(alert).getByText('Line 3: variant_title is required')).toBeTruthy();
    // The count in the user's language, with its plural form, not the server's English.
    expect(within(alert).getByText('The file has 1 error.')).toBeTruthy();
    expect(alert.textContent).not.toContain('The import file has');
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    expect(within(dialog).getByLabelText('CSV file')).toBeTruthy();
  });

  it('asks for a file before uploading', async () => {
    const { called } = setup(() => ({ batch_job: created }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload and check' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a CSV file first.');
    expect(called('POST', '/admin/uploads/protected')).toHaveLength(0);
  });
});

describe('product export', () => {
  it("starts an export job with the list's filters", async () => {
    const { called } = setup(() => ({ batch_job: created }), {
      limit: 20,
      offset: 0,
      order: '-created_at',
      status: ['published'],
      tags: [],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export products' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Export products' });
    expect(within(dialog).getByText(/matching the list's filters/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('The export has started. Its file will be in the activity drawer.'),
    ).toBeTruthy();
    expect(called('POST', '/admin/batch-jobs').map((r) => r.body)).toEqual([
      { type: 'product-export', context: { filterable_fields: { status: ['published'] } } },
    ]);
  });
});
