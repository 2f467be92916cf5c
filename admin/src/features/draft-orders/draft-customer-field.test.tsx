import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/lists/search-field.tsx';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { settle } from '../../test/settle.ts';
import { DraftCustomerField } from './draft-customer-field.tsx';
import { type DraftOrderValues, emptyDraftOrder } from './draft-order-form.ts';

function Form({ children }: { children: ReactNode }) {
  const form = useForm<DraftOrderValues>({ defaultValues: emptyDraftOrder });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const customer = {
  id: 'cus_1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
};

describe('the draft order customer field', () => {
  it('says while it looks for customers, then offers the ones found', async () => {
    let answer: (response: Response) => void = () => {};
    const routes = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/customers': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithClient(
      <Form>
        <DraftCustomerField />
      </Form>,
      routes.api,
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Customer email' }), 'ada');
    // After the typing pause, while the server has not answered.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Looking for matching customers…'),
    );
    answer(Response.json({ customers: [customer], count: 1, offset: 0, limit: 5 }));
    expect(
      await screen.findByRole('button', { name: 'Use Ada Lovelace (ada@example.com)' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when the customers cannot be searched, and the email still stands', async () => {
    const routes = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/customers': () => Response.json({ message: 'down' }, { status: 500 }),
    });
    renderWithClient(
      <Form>
        <DraftCustomerField />
      </Form>,
      routes.api,
    );
    const email = screen.getByRole('textbox', { name: 'Customer email' });
    await userEvent.setup().type(email, 'new@example.com');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Existing customers could not be searched. The email can still be used.',
      ),
    );
    expect((email as HTMLInputElement).value).toBe('new@example.com');
  });

  it('does not look for customers for a role that cannot read them', async () => {
    const routes = apiRoutes({
      'GET /admin/auth': { user: { ...adminUser, permissions: ['orders:read', 'orders:write'] } },
      'GET /admin/customers': { customers: [customer], count: 1, offset: 0, limit: 5 },
    });
    const { queryClient } = renderWithClient(
      <Form>
        <DraftCustomerField />
      </Form>,
      routes.api,
    );
    const email = screen.getByRole('textbox', { name: 'Customer email' });
    await userEvent.setup().type(email, 'ada');
    await settle(queryClient);
    await new Promise((resolve) => setTimeout(resolve, LIST_SEARCH_DEBOUNCE_MS + 50));
    await settle(queryClient);
    expect(routes.called('GET', '/admin/customers')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
