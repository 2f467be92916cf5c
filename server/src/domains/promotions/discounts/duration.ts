/*
 * ISO 8601 durations (`P14D`, `P1Y2M`, `PT12H`, `P2W`), the format of a dynamic discount's
 * `valid_duration`. Only whole-number components, plus fractional seconds, are accepted.
 */

export interface Duration {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const PATTERN =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** The duration `text` names, or null when it is not an ISO 8601 duration longer than zero. */
export function parseDuration(text: string): Duration | null {
  const match = PATTERN.exec(text);
  // `P` alone and a `T` with nothing after it match the pattern but are not durations.
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [years, months, weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const duration = {
    years: years ?? 0,
    months: months ?? 0,
    weeks: weeks ?? 0,
    days: days ?? 0,
    hours: hours ?? 0,
    minutes: minutes ?? 0,
    seconds: seconds ?? 0,
  };
  return Object.values(duration).some((n) => n > 0) ? duration : null;
}

/**
 * `start` plus `duration` in calendar terms (UTC): a month is a calendar month, not 30 days,
 * so P1M from 31 January ends on 3 March, as Date arithmetic rolls over.
 */
export function addDuration(start: Date, duration: Duration): Date {
  const end = new Date(start.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + duration.years);
  end.setUTCMonth(end.getUTCMonth() + duration.months);
  end.setUTCDate(end.getUTCDate() + duration.weeks * 7 + duration.days);
  return new Date(
    end.getTime() + ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000,
  );
}
