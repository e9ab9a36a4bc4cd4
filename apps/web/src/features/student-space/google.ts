import { useSiteSettings } from '../../lib/site.ts'

/**
 * The Google button shows only when a client id is configured: the server's (the one it checks
 * tokens against, from site settings), else one given to the build (VITE_GOOGLE_CLIENT_ID).
 */
export function useGoogleClientId(): string | undefined {
  const fromServer = useSiteSettings()?.google_client_id
  return fromServer?.trim() || import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim() || undefined
}
