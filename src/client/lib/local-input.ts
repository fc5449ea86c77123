/**
 * The one way to fill and read <input type="datetime-local">: the staff member types their own
 * local time; the site stores and sends instants (ISO, UTC).
 */

/** "2026-12-01T18:30" in this browser's time zone, for a datetime-local field ('' when there is no time). */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local date-time typed in a datetime-local field as an ISO instant (UTC), or null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
