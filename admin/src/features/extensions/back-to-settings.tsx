import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The way back from a settings page to the settings index. */
export function BackToSettings() {
  const { t } = useTranslation('settings');
  return (
    <Link to="/a/settings" className="w-fit text-sm text-muted-foreground hover:text-foreground">
      ← {t('back')}
    </Link>
  );
}
