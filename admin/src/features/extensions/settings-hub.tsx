import { Card, CardDescription, CardHeader, CardTitle, HeadingLevel } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type SettingsCard, useSettingsCards } from './settings-cards.ts';
import { WidgetZone } from './widget-zone.tsx';

/** The settings index: one card per settings page, built-in and from extensions. */
export function SettingsHub() {
  const { t } = useTranslation('settings');
  const cards = useSettingsCards();
  const headingId = useId();
  return (
    // Sections and cards inside are h2 under the page's h1.
    <HeadingLevel>
      <div className="flex flex-col gap-6 p-6">
        <header className="flex flex-col gap-1">
          <h1 id={headingId} className="text-2xl font-semibold">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </header>
        <WidgetZone zone="settings.list.before" />
        <ul aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.path}>
              <SettingsCardLink card={card} />
            </li>
          ))}
        </ul>
        <WidgetZone zone="settings.list.after" />
      </div>
    </HeadingLevel>
  );
}

function SettingsCardLink({ card }: { card: SettingsCard }) {
  const Icon = card.icon;
  return (
    <Link
      // Splat routes give every path a typed link; a page's own route file still matches first.
      to={card.outside ? '/a/$' : '/a/settings/$'}
      params={{ _splat: card.path.slice(1) }}
      className="block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-focus-ring"
    >
      <Card className="h-full transition-colors hover:bg-muted">
        <CardHeader className="flex-row items-start gap-3">
          {Icon && (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted">
              <Icon className="size-5" />
            </span>
          )}
          <div className="flex flex-col gap-1">
            <CardTitle>{card.label}</CardTitle>
            <CardDescription>{card.description}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    </Link>
  );
}
