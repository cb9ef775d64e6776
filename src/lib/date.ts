// Dates in the Swedish form of the spec, YYYY-MM-DD HH:mm, in the shop's time zone.
const swedishDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function formatSwedishDate(iso: string): string {
  const parts = Object.fromEntries(
    swedishDateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
