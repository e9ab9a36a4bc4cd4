/** « Ajouter à Google Agenda »: Google's template link, with the platform's join page (never the Meet link) in the details. */
export function googleCalendarUrl(session: { title: string; description: string; starts_at: string; ends_at: string }, joinUrl: string): string {
  const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')
  const details = [session.description, `Rejoindre la séance : ${joinUrl}`].filter(Boolean).join('\n\n')
  const params = new URLSearchParams({ action: 'TEMPLATE', text: session.title, dates: `${stamp(session.starts_at)}/${stamp(session.ends_at)}`, details, ctz: 'Africa/Casablanca' })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
