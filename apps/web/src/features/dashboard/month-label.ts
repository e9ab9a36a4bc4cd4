// A Moroccan month `YYYY-MM` as French words. The 15th at noon UTC is inside the month whatever
// the browser's time zone, so the label never slips to the neighbouring month.
const mid = (month: string) => new Date(`${month}-15T12:00:00Z`)

const long = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const short = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
const narrow = new Intl.DateTimeFormat('fr-FR', { month: 'narrow', timeZone: 'UTC' })

/** « juin 2026 » */
export const monthLong = (month: string) => long.format(mid(month))
/** « juin », « juil. » */
export const monthShort = (month: string) => short.format(mid(month))
/** « J » */
export const monthNarrow = (month: string) => narrow.format(mid(month))
