import { z } from 'zod'

/** Public contact and payment details (one object, from the server's configuration). */
export const siteSettingsSchema = z.object({
  name: z.string(),
  whatsapp_number: z.string(),
  contact_email: z.string(),
  service_hours: z.string(),
  bank: z.object({ bank_name: z.string(), account_holder: z.string(), rib: z.string(), iban: z.string(), swift: z.string() }),
  socials: z.array(z.object({ label: z.string(), url: z.string(), kind: z.enum(['whatsapp', 'facebook', 'instagram', 'youtube', 'telegram', 'tiktok']) })),
  google_client_id: z.string().nullable(),
  /** « Payer par carte » is offered (DESIGN §18: the YouCan Pay keys are set) */
  card_payments: z.boolean(),
})
export type SiteSettings = z.infer<typeof siteSettingsSchema>

