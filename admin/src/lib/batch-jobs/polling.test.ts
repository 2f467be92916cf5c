import { toQueryString } from '@commerce/client';
import { describe, expect, it } from 'vitest';
import { batchJob } from '../../test/batch-job-fixture.ts';
import {
  batchJobCompletedMessage,
  batchJobsQuery,
  batchJobTypeLabel,
  completedJobToasts,
  oneMonthBefore,
  PollingSchedule,
  pollInterval,
} from './polling.ts';

describe('the polling schedule (specification section 4)', () => {
  it('waits 2, 5, 10, 15, 30 and 60 s, then stays at 60 s', () => {
    const schedule = new PollingSchedule();
    const waits = [schedule.interval];
    for (let poll = 0; poll < 7; poll += 1) waits.push(schedule.polled());
    expect(waits).toEqual([2000, 5000, 10000, 15000, 30000, 60000, 60000, 60000]);
  });

  it('goes back to 2 s on a manual refresh, and climbs again', () => {
    const schedule = new PollingSchedule();
    schedule.polled();
    schedule.polled();
    schedule.polled();
    expect(schedule.interval).toBe(15000);
    expect(schedule.reset()).toBe(2000);
    expect(schedule.interval).toBe(2000);
    expect([schedule.polled(), schedule.polled()]).toEqual([5000, 10000]);
  });

  it('maps a poll count to its wait', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 100].map(pollInterval)).toEqual([
      2000, 5000, 10000, 15000, 30000, 60000, 60000, 60000,
    ]);
    expect(pollInterval(-1)).toBe(2000);
  });
});

describe('batchJobsQuery (section 7)', () => {
  it('asks for 100 jobs created in the last month', () => {
    const now = new Date('2025-06-15T12:30:00.000Z');
    expect(batchJobsQuery(now)).toEqual({
      limit: 100,
      created_at: { gte: '2025-05-15T12:30:00.000Z' },
    });
    expect(toQueryString(batchJobsQuery(now))).toBe(
      `limit=100&created_at[gte]=${encodeURIComponent('2025-05-15T12:30:00.000Z')}`,
    );
  });

  it('goes back one calendar month, ending on the last day of a shorter month', () => {
    expect(oneMonthBefore(new Date('2025-03-31T08:00:00.000Z')).toISOString()).toBe(
      '2025-02-28T08:00:00.000Z',
    );
    expect(oneMonthBefore(new Date('2024-03-31T08:00:00.000Z')).toISOString()).toBe(
      '2024-02-29T08:00:00.000Z',
    );
    expect(oneMonthBefore(new Date('2025-01-10T00:00:00.000Z')).toISOString()).toBe(
      '2024-12-10T00:00:00.000Z',
    );
  });
});

describe('completed-job toasts (section 8)', () => {
  const running = batchJob('batch_1', 'product-import', 'processing');
  const done = batchJob('batch_1', 'product-import', 'completed');

  it('writes the type with every hyphen as a space', () => {
    expect(batchJobTypeLabel('product-import')).toBe('product import');
    expect(batchJobTypeLabel('price-list-import')).toBe('price list import');
    expect(batchJobCompletedMessage(batchJobTypeLabel('product-export'))).toBe(
      'product export batch job completed',
    );
  });

  it('announces a job that reached completed since the last poll', () => {
    expect(completedJobToasts([running], [done])).toEqual([
      { job: done, message: 'product import batch job completed' },
    ]);
  });

  it('announces it once: a job completed in both polls is not new', () => {
    expect(completedJobToasts([done], [done])).toEqual([]);
  });

  it('announces nothing on the first read: those jobs finished before anyone watched', () => {
    expect(completedJobToasts(undefined, [done])).toEqual([]);
  });

  it('announces a job created and completed between two polls', () => {
    const other = batchJob('batch_2', 'order-export', 'completed');
    expect(completedJobToasts([running], [running, other]).map((t) => t.message)).toEqual([
      'order export batch job completed',
    ]);
  });

  it('ignores every other status', () => {
    const statuses = ['created', 'pre_processed', 'confirmed', 'processing', 'canceled', 'failed'];
    for (const status of statuses) {
      const job = batchJob('batch_3', 'product-import', status as typeof done.status);
      expect(completedJobToasts([running], [job])).toEqual([]);
    }
  });

  it('takes the text from a translation when given one', () => {
    const [toast] = completedJobToasts([running], [done], (type) => `Stapelauftrag ${type} fertig`);
    expect(toast?.message).toBe('Stapelauftrag product import fertig');
  });
});
