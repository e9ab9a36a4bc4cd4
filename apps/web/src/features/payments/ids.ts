/** A record id from the address (`/student/payments/12`), or undefined when none could exist. */
export const positiveId = (value: string): number | undefined => (/^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined)
