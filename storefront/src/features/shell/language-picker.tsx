import { LANGUAGES, languageOf } from '@commerce/client/i18n';
import { NativeSelect } from '@commerce/ui/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language.code,
  // Each name in its own language and script, marked so screen readers pronounce it so.
  label: language.name,
  lang: language.htmlLang,
}));

/** Switches the language of the whole store; i18next remembers it and sets `<html lang dir>`. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.language).code;
  // The names are in 21 scripts, and laying them out looks up a font for each: 10-25 ms of
  // a phone's main thread (issue 8). So the list fills in when the shopper reaches for it:
  // pointing at it, pressing it or focusing it all come before the list opens.
  const [reached, setReached] = useState(false);
  return (
    <div className="w-40">
      <NativeSelect
        aria-label={t('language.label')}
        size="small"
        options={reached ? OPTIONS : OPTIONS.filter((option) => option.value === current)}
        value={current}
        onValueChange={(code) => void i18n.changeLanguage(code)}
        onPointerEnter={() => setReached(true)}
        onFocus={() => setReached(true)}
        onPointerDown={() => setReached(true)}
      />
    </div>
  );
}
