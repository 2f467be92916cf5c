import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOf } from '../../lib/i18n/languages.ts';
import { NativeSelect } from '../../lib/ui-lite/native-select.tsx';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language.code,
  // Each name in its own language and script, marked so screen readers pronounce it so.
  label: language.name,
  lang: language.htmlLang,
}));

/** Switches the language of the whole store; i18next remembers it and sets `<html lang dir>`. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <div className="w-40">
      <NativeSelect
        aria-label={t('language.label')}
        size="small"
        options={OPTIONS}
        value={languageOf(i18n.language).code}
        onValueChange={(code) => void i18n.changeLanguage(code)}
      />
    </div>
  );
}
