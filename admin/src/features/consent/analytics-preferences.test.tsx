import { notify } from '@commerce/ui';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminUser,
  analyticsConfigAnswer,
  apiRoutes,
  notFound,
  storeAnswer,
} from '../../test/api-routes.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { AnalyticsPreferences } from './analytics-preferences.tsx';

afterEach(() => notify.dismiss());

function setup(flags: string[], config: unknown) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(flags),
    'GET /admin/analytics-configs': config as object,
    'POST /admin/analytics-configs': (_request, body) => analyticsConfigAnswer(body as never),
    'POST /admin/analytics-configs/update': (_request, body) =>
      analyticsConfigAnswer({ anonymize: false, opt_out: false, ...(body as object) }),
  });
  renderWithClient(<AnalyticsPreferences />, routes.api);
  return routes;
}

const anonymize = () =>
  screen.getByRole('switch', { name: 'Anonymize my usage data' }) as HTMLInputElement;
const optOut = () =>
  screen.getByRole('switch', { name: 'Opt out of sharing my usage data' }) as HTMLInputElement;

describe('the usage-data preferences screen', () => {
  it('starts from the saved answer and updates it', async () => {
    const { called } = setup(
      ['analytics'],
      analyticsConfigAnswer({ opt_out: false, anonymize: true }),
    );
    await screen.findByRole('heading', { name: 'Usage data' });
    await findSwitches();
    expect(anonymize().checked).toBe(true);
    expect(optOut().checked).toBe(false);
    // No email here: it is asked for once, in the overlay.
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(optOut());
    expect(anonymize().checked).toBe(false);
    expect(anonymize().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your preferences were successfully updated')).toBeTruthy();
    expect(called('POST', '/admin/analytics-configs/update').map((r) => r.body)).toEqual([
      { anonymize: false, opt_out: true },
    ]);
  });

  it('creates the answer when the overlay was never answered', async () => {
    const { called } = setup(['analytics'], notFound());
    await findSwitches();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your preferences were successfully updated')).toBeTruthy();
    expect(called('POST', '/admin/analytics-configs').map((r) => r.body)).toEqual([
      { anonymize: false, opt_out: false },
    ]);
  });

  it('says so when the store does not collect usage data', async () => {
    const { called } = setup([], notFound());
    expect(await screen.findByText('Usage data is not collected in this store.')).toBeTruthy();
    expect(called('GET', '/admin/analytics-configs')).toEqual([]);
  });
});

/** The form shows once the saved answer (or its absence) is known. */
function findSwitches() {
  return screen.findByRole('switch', { name: 'Opt out of sharing my usage data' });
}
