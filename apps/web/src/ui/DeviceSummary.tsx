import { Laptop, Smartphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../lib/dates.ts'

const PHONE = /Android|iPhone|iPad|Mobile/i
const SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
]
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

/** "Chrome sur Android" from a user agent, or a plain word when it says nothing useful. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} sur ${system}`
  return browser ?? system ?? 'Appareil inconnu'
}

interface DeviceSummaryProps {
  device: { user_agent: string | null; ip: string | null; created_at: string; last_seen_at?: string }
  /** beside the name: « Cet appareil » */
  badge?: ReactNode
}

/** A signed-in device in words: its icon, « Chrome sur Android », when it signed in, from where (the admin's dialog and the student's profile). */
export function DeviceSummary({ device, badge }: DeviceSummaryProps) {
  const Icon = device.user_agent && PHONE.test(device.user_agent) ? Smartphone : Laptop
  return (
    <div className="flex min-w-0 items-start gap-3 text-sm">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {deviceName(device.user_agent)}
          {badge}
        </p>
        <p className="text-muted">
          Connecté le {formatDateTime(device.created_at)}
          {device.last_seen_at ? ` · dernière activité le ${formatDateTime(device.last_seen_at)}` : null}
        </p>
        {device.ip ? <p className="text-xs text-muted">Adresse IP : {device.ip}</p> : null}
      </div>
    </div>
  )
}
