import type { BatchJob } from '@commerce/client';

type Result = NonNullable<BatchJob['result']>;
export type StatDescriptor = NonNullable<Result['stat_descriptors']>[number];

/** The pre-processing summary's statistics the screen names in the user's language. */
export const KNOWN_STATS = {
  'product-import-create': 'create',
  'product-import-update': 'update',
  'product-import-variants': 'variants',
} as const;
export type KnownStat = (typeof KNOWN_STATS)[keyof typeof KNOWN_STATS];

export type ImportStat =
  | { kind: 'known'; key: string; stat: KnownStat; count: number }
  | { kind: 'other'; key: string; name: string; message: string };

/**
 * A statistic of `result.stat_descriptors` (server/src/jobs/README.md, product-import): the
 * known ones carry their number in the server's English message ("12 products will be
 * created"), so the label can be translated; any other is shown as the server wrote it.
 */
export function importStat(descriptor: StatDescriptor): ImportStat {
  const stat = KNOWN_STATS[descriptor.key as keyof typeof KNOWN_STATS];
  const count = /\d+/.exec(descriptor.message)?.[0];
  if (stat && count !== undefined) {
    return { kind: 'known', key: descriptor.key, stat, count: Number(count) };
  }
  return {
    kind: 'other',
    key: descriptor.key,
    name: descriptor.name,
    message: descriptor.message,
  };
}

/**
 * The import's closing error (`invalid_file`) counts the file's errors in the server's
 * English ("The import file has 5 errors"); the screen says it in the user's language.
 */
const FILE_ERRORS_CODE = 'invalid_file';

export type JobError = { kind: 'count'; count: number } | { kind: 'reason'; message: string };

/** The reasons a job failed, as the server wrote them (`Line 3: …`), and how many there are. */
export function jobErrors(job: Pick<BatchJob, 'result'>): JobError[] {
  return (job.result?.errors ?? []).map((error) => {
    const count = /\d+/.exec(error.message)?.[0];
    return error.code === FILE_ERRORS_CODE && count !== undefined
      ? { kind: 'count', count: Number(count) }
      : { kind: 'reason', message: error.message };
  });
}
