import { useTranslation } from 'react-i18next';

export function LoginPlaceholder() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{t('login.title')}</h1>
      <p>{t('login.note')}</p>
    </main>
  );
}
