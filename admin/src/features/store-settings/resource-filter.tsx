import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from './notification-list-search.ts';

export interface ResourceFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** One kind of resource at a time: the API filters notifications by a single type. */
export function ResourceFilter({ value, onChange }: ResourceFilterProps) {
  const { t } = useTranslation('team');
  const label = t('notifications.resource');
  const options = [
    { value: '', label: t('notifications.allResources') },
    ...RESOURCE_TYPES.map((type) => ({ value: type, label: t(`notifications.resources.${type}`) })),
  ];
  const current = options.find((option) => option.value === (value ?? ''));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger size="small" aria-label={`${label}: ${current?.label ?? ''}`}>
        {label}: {current?.label}
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label}>
        {options.map((option) => (
          <DropdownMenuRadioItem
            key={option.value || 'all'}
            name="resource_type"
            value={option.value}
            checked={option.value === (value ?? '')}
            onChange={() => onChange(option.value || undefined)}
          >
            {option.label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
