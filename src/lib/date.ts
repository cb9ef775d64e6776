// Dates in the Swedish form of the spec, YYYY-MM-DD HH:mm, in the shop's time zone (Europe/Stockholm).
//
// Computed rather than formatted by Intl: a page's first Intl.DateTimeFormat with a time zone loads the zone's
// data, several milliseconds of the order list's first render (issue 18: total blocking time). Sweden keeps the
// EU's summer time since 1996: UTC+2 from the last Sunday of March to the last Sunday of October, both at
// 01:00 UTC; UTC+1 else. Earlier dates are left to Intl. A unit test checks it against Intl from 1996 to 2045 (decision 042).
const hourMs = 3_600_000;
const summerTimeSince = 1996;

/** The last Sunday of a month (0-based) at 01:00 UTC, when the EU's clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * hourMs;
}

let intlFormat: Intl.DateTimeFormat | undefined;

/** The same form from the browser's time zone data: for dates before 1996, and the unit test's reference. */
export function formatSwedishDateByIntl(instant: number): string {
  intlFormat ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const parts = Object.fromEntries(intlFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function formatSwedishDate(iso: string): string {
  const instant = new Date(iso).getTime();
  const year = new Date(instant).getUTCFullYear();
  if (year < summerTimeSince) return formatSwedishDateByIntl(instant);
  const isSummer = instant >= clockChange(year, 2) && instant < clockChange(year, 9);
  const local = new Date(instant + (isSummer ? 2 : 1) * hourMs);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}
