/**
 * A date and time from the API (ISO 8601) for people, in the interface language, in the browser's
 * time zone; text that is not a date is shown as it came rather than as 'Invalid Date'.
 */
export function formatDateTime(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  }
}
