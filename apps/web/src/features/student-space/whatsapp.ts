import { useWhatsappUrl } from '../../lib/site.ts'

// Prefilled WhatsApp messages of the student space, to the site's number (server settings).
const TEXTS = {
  renew: (courseTitle: string) => `Bonjour, je souhaite renouveler mon accès au cours « ${courseTitle} ».`,
  unlock: (courseTitle: string) => `Bonjour, je souhaite débloquer toutes les vidéos du cours « ${courseTitle} ».`,
  forgotPassword: () => 'Bonjour, j’ai oublié le mot de passe de mon espace étudiant.',
  getAccess: () => 'Bonjour, je souhaite accéder à un cours sur mon espace étudiant.',
} as const

/** The wa.me link for one of the messages above; undefined while no number is known. */
export function useStudentWhatsapp<K extends keyof typeof TEXTS>(kind: K, ...args: Parameters<(typeof TEXTS)[K]>): string | undefined {
  const build = useWhatsappUrl()
  const text = (TEXTS[kind] as (...values: Parameters<(typeof TEXTS)[K]>) => string)(...args)
  return build?.(text)
}
