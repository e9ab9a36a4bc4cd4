// Deadlines and dated file names are Moroccan calendar days (Africa/Casablanca: UTC+1, UTC+0
// during Ramadan), whatever the server's or the browser's time zone.
// built once: constructing it costs ~0.6 ms (time-zone data), formatting ~10 µs
const moroccoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' })

/** The day it is in Morocco at `now`, as YYYY-MM-DD. */
export const moroccoToday = (now = new Date()) => moroccoDay.format(now)

/** The Moroccan day `days` from `now` (negative: before), as YYYY-MM-DD. */
export const moroccoDayIn = (days: number, now = Date.now()) => moroccoToday(new Date(now + days * 86_400_000))
