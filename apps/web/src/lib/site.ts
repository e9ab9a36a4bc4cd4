import type { SiteSettings } from '@tutorat/contracts'
import { useCallback } from 'react'
import { whatsappLink } from '@tutorat/contracts'
import { trpc } from './trpc.ts'

// The public contact and payment details have one source: the server's site settings
// (`site.settings`). Components read them through these hooks, inside `<WithData>`.

let latest: SiteSettings | undefined

/** The settings query, fetched once per visit (they change with a server restart, not during a visit). */
export function useSiteSettingsQuery() {
  const query = trpc.site.settings.useQuery(undefined, { staleTime: Infinity, gcTime: Infinity })
  if (query.data) latest = query.data
  return query
}

/** The site settings, or undefined while they load (or if they could not be loaded). */
export function useSiteSettings(): SiteSettings | undefined {
  return useSiteSettingsQuery().data
}

/** Builds wa.me links to the site's number; undefined until the settings have arrived. */
export function useWhatsappUrl(): ((text: string) => string) | undefined {
  const number = useSiteSettings()?.whatsapp_number
  const build = useCallback((text: string) => whatsappLink(number ?? '', text), [number])
  return number ? build : undefined
}

/**
 * @deprecated Prefer `useWhatsappUrl()`, which re-renders when the settings arrive. This reads the
 * settings last loaded by `useSiteSettings` in this visit (undefined before): kept for callers
 * outside React.
 */
export function whatsappUrl(message: string): string | undefined {
  return latest ? whatsappLink(latest.whatsapp_number, message) : undefined
}
