import { createClient, createQueryClient } from '@commerce/client';
import { storeListRegionsQueryOptions } from '@commerce/client/store/regions';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { countryName } from '../address/country-name.ts';
import { regionListParams } from '../region/region-choice.ts';
import { handOverCountryNames } from './country-names-handoff.ts';

const client = createClient({ baseUrl: 'http://api.test' });

/** A router's hand-off hooks, with one set before (the other hand-offs keep working). */
function routerWithEarlierHandoff() {
  const seen: unknown[] = [];
  const router = {
    options: {
      dehydrate: async (): Promise<unknown> => ({ earlier: true }),
      hydrate: async (dehydrated: never): Promise<unknown> => seen.push(dehydrated),
    },
  };
  return { router, seen };
}

describe('the country names handed from the server to the browser', () => {
  it('carries the names of the store’s countries in the page’s language', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(storeListRegionsQueryOptions(client, regionListParams).queryKey, {
      regions: [
        { id: 'reg_eu', countries: [{ iso_2: 'de' }, { iso_2: 'at' }] },
        { id: 'reg_us', countries: [{ iso_2: 'us' }] },
      ],
    } as never);
    const { router } = routerWithEarlierHandoff();
    handOverCountryNames(router, { queryClient, client, i18n: { language: 'de' } as I18n });
    expect(await router.options.dehydrate()).toEqual({
      earlier: true,
      countryNames: {
        locale: 'de',
        names: { DE: 'Deutschland', AT: 'Österreich', US: 'Vereinigte Staaten' },
      },
    });
  });

  it('carries none when the page read no regions', async () => {
    const { router } = routerWithEarlierHandoff();
    const context = { queryClient: createQueryClient(), client, i18n: { language: 'en' } as I18n };
    handOverCountryNames(router, context);
    expect(await router.options.dehydrate()).toMatchObject({
      countryNames: { locale: 'en', names: {} },
    });
  });

  it('gives the browser the server’s names, so hydrating asks Intl for none', async () => {
    const { router, seen } = routerWithEarlierHandoff();
    const context = { queryClient: createQueryClient(), client, i18n: { language: 'fr' } as I18n };
    handOverCountryNames(router, context);
    // A name Intl would not give: the text must be the one the server wrote.
    const dehydrated = { countryNames: { locale: 'fr', names: { DE: 'Allemagne (serveur)' } } };
    await router.options.hydrate(dehydrated as never);
    expect(seen).toEqual([dehydrated]);
    expect(countryName('de', 'fr')).toBe('Allemagne (serveur)');
    expect(countryName('at', 'fr')).toBe('Autriche');
  });
});
