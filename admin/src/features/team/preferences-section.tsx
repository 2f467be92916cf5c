import { LANGUAGES, languageOf } from '@commerce/client/i18n';
import { RadioGroup, RadioGroupItem, Section, Select } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { THEMES } from '../../lib/theme/theme.ts';
import { useTheme } from '../../lib/theme/use-theme.ts';

/**
 * The staff member's language and theme. Both apply at once and are kept on this device
 * (the same choices as the account menu's), since the contract keeps no such setting.
 */
export function PreferencesSection() {
  const { t, i18n } = useTranslation('team');
  const [theme, setTheme] = useTheme();
  const language = languageOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Section
      title={t('profile.preferencesTitle')}
      description={t('profile.preferencesDescription')}
    >
      <div className="flex max-w-md flex-col gap-6">
        <Select
          label={t('profile.language')}
          options={LANGUAGES.map((option) => ({
            value: option.code,
            label: (
              <span lang={option.htmlLang} dir={option.dir}>
                {option.name}
              </span>
            ),
          }))}
          value={language.code}
          onValueChange={(code) => void i18n.changeLanguage(code)}
        />
        <RadioGroup
          label={t('profile.theme')}
          name="theme"
          value={theme}
          onValueChange={(value) => setTheme(value as (typeof THEMES)[number])}
        >
          {THEMES.map((value) => (
            <RadioGroupItem key={value} value={value}>
              {t(`profile.themes.${value}`)}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      </div>
    </Section>
  );
}
