import type { BatchJob } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { importStat, jobErrors } from './import-stats.ts';

/** What the dry run says the import will do: products created, updated, variants written. */
export function ImportSummary({ job }: { job: BatchJob }) {
  const { t, i18n } = useTranslation('product-transfer');
  const numbers = new Intl.NumberFormat(i18n.language);
  const stats = (job.result?.stat_descriptors ?? []).map(importStat);
  return (
    <section aria-labelledby={`${job.id}-summary`} className="flex flex-col gap-2">
      <h3 id={`${job.id}-summary`} className="text-sm font-medium">
        {t('import.summaryTitle')}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {stats.map((stat) =>
          stat.kind === 'known' ? (
            <div key={stat.key} className="contents">
              <dt className="text-muted-foreground">{t(`import.stats.${stat.stat}`)}</dt>
              <dd className="text-end font-medium tabular-nums">{numbers.format(stat.count)}</dd>
            </div>
          ) : (
            <div key={stat.key} className="contents">
              <dt className="text-muted-foreground">{stat.name}</dt>
              <dd className="text-end">{stat.message}</dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

/** Why the job failed: each of the server's reasons (`Line 3: …`), in a scrollable list. */
export function ImportErrors({ job, title }: { job: BatchJob; title: string }) {
  const { t } = useTranslation('product-transfer');
  const errors = jobErrors(job);
  return (
    <div role="alert" className="flex flex-col gap-2 text-sm">
      <p className="font-medium text-danger">{title}</p>
      {errors.length > 0 && (
        <ul className="max-h-48 list-disc overflow-y-auto ps-5">
          {errors.map((error, index) => (
            // The same message may repeat on several lines of the file.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={index}>
              {error.kind === 'count'
                ? t('import.fileErrors', { count: error.count })
                : error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
