import { createRoute } from '@tanstack/react-router'
import { backOfficePage, lazyPage } from '../../lib/lazy-page.ts'
import { adminRoute, publicLayoutRoute, studentRoute } from '../../routes/parents.ts'
import { requireSuperAdmin } from '../admins/guard.ts'

// DESIGN §10: the student's list and preferences, the unsubscribe link of the mails, and the
// super admins' log. Every page is its own chunk.

/**
 * The log's filters as the URL holds them. The page checks each against the contracts' lists
 * (log-filter.ts): importing those here would bring zod into the first bundle.
 */
export interface NotificationLogSearch {
  status?: string | undefined
  channel?: string | undefined
  template?: string | undefined
  recipient?: string | undefined
  /** 0-based; absent on the first page */
  page?: number | undefined
}

const word = (raw: unknown) => (typeof raw === 'string' && /^[a-z_]{1,40}$/.test(raw) ? raw : undefined)

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parseLogSearch(raw: Record<string, unknown>): NotificationLogSearch {
  const recipient = typeof raw.recipient === 'string' ? raw.recipient.trim().slice(0, 254) : ''
  const page = Number(raw.page)
  return {
    status: word(raw.status),
    channel: word(raw.channel),
    template: word(raw.template),
    recipient: recipient || undefined,
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : undefined,
  }
}

const studentNotificationsRoute = createRoute({
  getParentRoute: () => studentRoute,
  path: 'notifications',
  component: lazyPage(() => import('./NotificationsPage.tsx'), 'NotificationsPage'),
})

const unsubscribeRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'unsubscribe/$token',
  loader: async ({ context }) => {
    await context.data.load()
  },
  component: lazyPage(() => import('./UnsubscribePage.tsx'), 'UnsubscribePage'),
})

const adminNotificationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'notifications',
  beforeLoad: ({ context }) => requireSuperAdmin(context),
  validateSearch: parseLogSearch,
  component: backOfficePage(() => import('./AdminNotificationsPage.tsx'), 'AdminNotificationsPage'),
})

/** Children of `studentRoute` (guarded). */
export const notificationsStudentRoutes = [studentNotificationsRoute]
/** Children of the public layout. */
export const notificationsPublicRoutes = [unsubscribeRoute]
/** Children of the admin shell. */
export const notificationsAdminRoutes = [adminNotificationsRoute]
