import { INSTALMENT_RULES, moroccoToday } from '@tutorat/contracts'
import { moroccoDayStart } from '../../morocco-month.ts'

// DESIGN §18: the calendar of a plan, in Casablanca days (YYYY-MM-DD). Days are added as calendar
// days, whatever the offset of the moment (UTC+1, or UTC+0 in Ramadan and, with tzdata 2026c, for
// good from 20 September 2026): an offset change moves no due date. Only the instant an access
// closes is placed on the clock, at 00:00 in Casablanca.

const DAY_MS = 86_400_000

/** The Casablanca day `days` after `day` (calendar arithmetic, no clock). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Part n is due on the day part 1 was validated + 30·(n−1) days. */
export const dueOn = (startsOn: string, part: number) => addDays(startsOn, INSTALMENT_RULES.periodDays * (part - 1))

/** The first day the access is paused when `part` is still unpaid: its due day + the grace days, then midnight. */
export const pauseDay = (startsOn: string, part: number, graceDays: number) => addDays(dueOn(startsOn, part), graceDays + 1)

/** The instant the access closes while `part` is unpaid: 00:00 in Casablanca on `pauseDay`. */
export const pauseAt = (startsOn: string, part: number, graceDays: number) => moroccoDayStart(pauseDay(startsOn, part, graceDays))

/** Whether `part` (unpaid) has run out of grace at `now`. */
export const isPastGrace = (startsOn: string, part: number, graceDays: number, now: Date) => moroccoToday(now) >= pauseDay(startsOn, part, graceDays)

/** Parts 2–4, each at least 1 DH (the formation's column already holds 0, 2, 3 or 4 amounts). */
export const validParts = (amounts: readonly number[]) =>
  amounts.length >= INSTALMENT_RULES.minParts && amounts.length <= INSTALMENT_RULES.maxParts && amounts.every((amount) => Number.isInteger(amount) && amount >= 1)
