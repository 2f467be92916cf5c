/**
 * Issue 25, item 3: the admin's region form sent `includes_tax` whatever the backend, and a
 * default Medusa v1 (tax-inclusive pricing is a feature flag it ships off) answered 400
 * "includes_tax should not exist". The admin now reads the store's flags and leaves the
 * field out without the flag. This case builds the form's bodies with the admin's own code
 * (`region-values.ts`, `feature-flags.ts`) from Medusa's store answer and sends them; the
 * body the admin sent before is refused, so the case fails on the old form.
 */

import { ClientError } from '@commerce/client';
import {
  adminCreateRegion,
  adminGetRegion,
  adminGetStore,
  adminListRegions,
  adminUpdateRegion,
} from '@commerce/client/admin/operations';
import { describe, expect, it } from 'vitest';
import {
  createRegionBody,
  regionValues,
  updateRegionBody,
} from '../../../admin/src/features/regions/region-values.ts';
import {
  featureFlagsOf,
  TAX_INCLUSIVE_PRICING,
} from '../../../admin/src/lib/feature-flags/feature-flags.ts';
import { answer, driftSeen, signedInAdmin } from './steps.ts';

describe("the admin's region form on Medusa v1", () => {
  it('sends no includes_tax without the flag, and Medusa takes the edit and the new region', async () => {
    const admin = await signedInAdmin();
    const before = driftSeen.length;
    const { store } = await answer('AdminGetStore', adminGetStore(admin));
    const taxInclusive = featureFlagsOf(store).has(TAX_INCLUSIVE_PRICING);
    expect(taxInclusive).toBe(false);

    const { regions } = await answer('AdminListRegions', adminListRegions(admin));
    const id = regions[0]?.id ?? '';
    const { region } = await answer('AdminGetRegion', adminGetRegion(admin, { id }));
    const values = regionValues(region);

    // The edit as the form sends it now.
    const edited = await answer(
      'AdminUpdateRegion',
      adminUpdateRegion(
        admin,
        { id },
        updateRegionBody({ ...values, tax_code: 'EU-STD' }, taxInclusive),
      ),
    );
    expect(edited.region.tax_code).toBe('EU-STD');

    // A new region as the form sends it.
    const created = await answer(
      'AdminCreateRegion',
      adminCreateRegion(
        admin,
        createRegionBody(
          { ...regionValues(), name: 'Compat Nordics', currency_code: 'eur', tax_rate: '25' },
          taxInclusive,
        ),
      ),
    );
    expect(created.region).toMatchObject({ name: 'Compat Nordics', tax_rate: 25 });
    expect(driftSeen.slice(before)).toEqual([]);

    // The body the form sent before (includes_tax always): refused.
    const refused = await adminUpdateRegion(admin, { id }, updateRegionBody(values, true)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ClientError);
    expect((refused as ClientError).status).toBe(400);
    expect((refused as ClientError).serverMessage).toContain('includes_tax');
  });
});
