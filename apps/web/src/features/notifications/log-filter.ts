import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TEMPLATES,
  type NotificationChannel,
  type NotificationStatus,
  type NotificationTemplate,
} from '@tutorat/contracts'
import type { NotificationLogSearch } from './search.ts'

/** The URL's filters once checked: only values the API accepts. */
export interface NotificationLogFilter {
  status?: NotificationStatus | undefined
  channel?: NotificationChannel | undefined
  template?: NotificationTemplate | undefined
  recipient?: string | undefined
  page: number
}

const oneOf = <Value extends string>(values: readonly Value[], raw: string | undefined): Value | undefined =>
  (values as readonly (string | undefined)[]).includes(raw) ? (raw as Value) : undefined

/** A made-up value in the URL (`?status=hacked`) filters nothing. */
export function logFilter({ status, channel, template, recipient, page }: NotificationLogSearch): NotificationLogFilter {
  return {
    status: oneOf(NOTIFICATION_STATUSES, status),
    channel: oneOf(NOTIFICATION_CHANNELS, channel),
    template: oneOf(NOTIFICATION_TEMPLATES, template),
    recipient,
    page: page ?? 0,
  }
}
