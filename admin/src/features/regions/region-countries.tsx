import {
  useAdminAddRegionCountry,
  useAdminRemoveRegionCountry,
} from '@commerce/client/admin/regions';
import { Button, Combobox, Section } from '@commerce/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { countryNamer, countryOptions } from './countries.ts';
import { Chip, RemovableChip, useReport } from './removable-chip.tsx';
import type { Region } from './use-settings-data.ts';

/**
 * The countries of a region, each removable, and a picker that adds one (with
 * `regions:write`). A country belongs to one region only; the server's refusal names the
 * region that has it.
 */
export function RegionCountries({ region }: { region: Region }) {
  const { t, i18n } = useTranslation('regions');
  const canChange = usePermissions().can('regions:write');
  const [chosen, setChosen] = useState('');
  const add = useAdminAddRegionCountry({ id: region.id });
  const report = useReport();
  const countries = region.countries ?? [];
  const name = countryNamer(i18n.language);
  const options = useMemo(
    () => countryOptions(i18n.language, new Set(countries.map((c) => c.iso_2))),
    [i18n.language, countries],
  );
  const addChosen = async () => {
    if (!chosen) return;
    const added = await report(
      () => add.mutateAsync({ country_code: chosen }),
      t('countries.added', { name: name(chosen) }),
    );
    if (added) setChosen('');
  };

  return (
    <Section title={t('fields.countries')} description={t('countries.description')}>
      {countries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('countries.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {countries.map((country) =>
            canChange ? (
              <CountryChip key={country.iso_2} regionId={region.id} code={country.iso_2} />
            ) : (
              <Chip key={country.iso_2} label={name(country.iso_2)} />
            ),
          )}
        </ul>
      )}
      <Allowed permission="regions:write">
        <div className="flex max-w-md items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Combobox
              label={t('countries.add')}
              options={options}
              value={chosen}
              onValueChange={setChosen}
              placeholder={t('countries.search')}
              emptyLabel={t('countries.noMatch')}
            />
          </div>
          <Button
            variant="secondary"
            disabled={!chosen}
            isLoading={add.isPending}
            onClick={() => void addChosen()}
          >
            {t('actions.add')}
          </Button>
        </div>
      </Allowed>
    </Section>
  );
}

function CountryChip({ regionId, code }: { regionId: string; code: string }) {
  const { t, i18n } = useTranslation('regions');
  const remove = useAdminRemoveRegionCountry({ id: regionId, country_code: code });
  const report = useReport();
  const name = countryNamer(i18n.language)(code);
  return (
    <RemovableChip
      label={name}
      removeLabel={t('countries.remove', { name })}
      isPending={remove.isPending}
      onRemove={() => void report(() => remove.mutateAsync(), t('countries.removed', { name }))}
    />
  );
}
