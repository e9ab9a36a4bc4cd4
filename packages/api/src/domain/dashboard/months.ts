import { moroccoToday } from '@tutorat/contracts'
import { moroccoDayStart } from '../../morocco-month.ts'

export interface MonthWindow {
  /** YYYY-MM, oldest first, the current Moroccan month last */
  months: string[]
  /** the instant each month begins, then the instant the next month begins (months.length + 1) */
  bounds: Date[]
}

/** `count` Moroccan months ending with the current one, with their bounds on Casablanca's clock. */
export function moroccoMonths(count: number, now = new Date()): MonthWindow {
  const [year, month] = moroccoToday(now).split('-').map(Number)
  if (!year || !month) throw new Error('moroccoToday returned an unexpected date')
  const keys = Array.from({ length: count + 1 }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1) + i
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
  return { months: keys.slice(0, count), bounds: keys.map((key) => moroccoDayStart(`${key}-01`)) }
}
