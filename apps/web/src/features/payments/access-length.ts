/** What a payment buys, in time: « Accès illimité » (0 days) or « Accès pendant 90 jours ». */
export function accessLength(days: number): string {
  return days === 0 ? 'Accès illimité' : `Accès pendant ${days} jour${days > 1 ? 's' : ''}`
}
