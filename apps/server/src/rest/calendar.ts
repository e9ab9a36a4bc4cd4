import type { RouterOutputs, Services } from '@tutorat/api'
import ical, { ICalCalendarMethod, type ICalDayJsStub, ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { z } from 'zod'
import { attachment } from '../files/downloads.ts'
import { callerFor, type ShimApp } from './shim.ts'

// DESIGN §12: the student's private calendar feed, subscribed to from Google Agenda or a phone.
// Events in Africa/Casablanca with its VTIMEZONE, pointing at the platform's join page (the
// Meet link is not in the data at all); cancelled sessions stay, with STATUS:CANCELLED.

const ZONE = 'Africa/Casablanca'
const params = z.object({ token: z.string() })
type FeedSession = RouterOutputs['sessions']['calendarFeed']['sessions'][number]

const wallClock = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })

/**
 * The wall clock in Casablanca of an instant, in the day.js shape ical-generator accepts: given a
 * native Date and a time zone, it would print the Date in the server's own zone instead.
 */
function casablanca(iso: string): ICalDayJsStub {
  const date = new Date(iso)
  const [day = '', time = ''] = wallClock.format(date).split(' ')
  return {
    format: (pattern) => (pattern === 'YYYYMMDD' ? day.replaceAll('-', '') : time.replaceAll(':', '')),
    isValid: () => true,
    toDate: () => date,
    toJSON: () => date.toISOString(),
  }
}

// SEQUENCE is a 32-bit integer: seconds since 2020 keep it growing with every change, past 2038
const sequence = (updatedAt: string) => Math.floor((Date.parse(updatedAt) - Date.UTC(2020, 0, 1)) / 1000)

function feed(sessions: FeedSession[], siteName: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname
  const calendar = ical({ name: `Séances — ${siteName}`, prodId: { company: siteName, product: 'seances', language: 'FR' }, method: ICalCalendarMethod.PUBLISH, ttl: 3600 })
  // the VTIMEZONE of the events' zone; no calendar-wide zone name, or DTSTAMP would lose its UTC `Z`
  calendar.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null })
  calendar.x('X-WR-TIMEZONE', ZONE)
  for (const session of sessions) {
    const joinUrl = `${publicUrl}${session.join_path}`
    calendar.createEvent({
      id: `session-${session.id}@${host}`,
      summary: session.title,
      description: [session.course_title ? `Cours : ${session.course_title}` : '', session.description, `Rejoindre la séance : ${joinUrl}`].filter(Boolean).join('\n\n'),
      start: casablanca(session.starts_at),
      end: casablanca(session.ends_at),
      timezone: ZONE,
      url: joinUrl,
      status: session.status === 'annulee' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequence(session.updated_at),
      lastModified: new Date(session.updated_at),
    })
  }
  return calendar.toString()
}

export function calendarRoutes(app: ShimApp, services: Services) {
  app.get(
    // `.ics` is part of the path: without it, the app's French 404 for unknown paths
    '/api/calendar/:token.ics',
    { schema: { tags: ['sessions'], summary: 'Calendrier privé des séances (.ics), à ajouter à Google Agenda ou au téléphone', params } },
    async (request, reply) => {
      const { sessions } = await callerFor(services, request).sessions.calendarFeed({ token: request.params.token })
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', attachment('seances.ics', 'inline'))
        .send(feed(sessions, services.settings.site.name, services.settings.publicUrl))
    },
  )
}
