// Public contact details (SPEC §1: {phone}, {email}) come from the build environment;
// a block whose value is not configured is simply not shown.
const env = import.meta.env

export const SITE = {
  name: 'Tutorat Maroc',
  whatsappNumber: env.VITE_WHATSAPP_NUMBER?.replace(/\D/g, '') || undefined,
  contactEmail: env.VITE_CONTACT_EMAIL || undefined,
  serviceHours: '7j/24',
} as const

export function whatsappUrl(message: string): string | undefined {
  if (!SITE.whatsappNumber) return undefined
  return `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(message)}`
}
