import {
  markReadInput,
  markReadOutput,
  messageOutput,
  notificationIdInput,
  notificationLogInput,
  notificationLogOutput,
  notificationPreferencesInput,
  notificationPreferencesSchema,
  pagination,
  preferencesSavedOutput,
  retryFailedOutput,
  studentNotificationsOutput,
  unsubscribeInput,
  unsubscribeOutput,
} from '@tutorat/contracts'
import { markRead, myNotifications } from '../domain/notifications/inbox.ts'
import { notificationLog } from '../domain/notifications/log.ts'
import { myPreferences, updatePreferences } from '../domain/notifications/preferences.ts'
import { retryFailedNotifications, retryNotification } from '../domain/notifications/retry.ts'
import { unsubscribe } from '../domain/notifications/unsubscribe.ts'
import { limited } from '../limits/middleware.ts'
import { publicProcedure, router, studentProcedure, superAdminProcedure } from '../trpc.ts'

/** DESIGN §10: the student's messages and channels, the signed-out unsubscribe link, the super admins' log. */
export const notificationsRouter = router({
  mine: studentProcedure.input(pagination).output(studentNotificationsOutput).query(({ ctx, input }) => myNotifications(ctx.db, ctx.student.id, input)),
  markRead: studentProcedure.input(markReadInput).output(markReadOutput).mutation(({ ctx, input }) => markRead(ctx.db, ctx.student.id, input.ids)),
  preferences: studentProcedure.output(notificationPreferencesSchema).query(({ ctx }) => myPreferences(ctx.db, ctx.student.id)),
  updatePreferences: studentProcedure
    .input(notificationPreferencesInput)
    .output(preferencesSavedOutput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.student.id, input)),
  unsubscribe: publicProcedure
    .use(limited('publicForm'))
    .input(unsubscribeInput)
    .output(unsubscribeOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx.db, ctx.settings.jwtSecret, input.token)),

  log: superAdminProcedure.input(notificationLogInput).output(notificationLogOutput).query(({ ctx, input }) => notificationLog(ctx.db, input)),
  retry: superAdminProcedure.input(notificationIdInput).output(messageOutput).mutation(({ ctx, input }) => retryNotification(ctx.db, ctx.settings.jwtSecret, input.id)),
  retryFailed: superAdminProcedure.output(retryFailedOutput).mutation(({ ctx }) => retryFailedNotifications(ctx.db, ctx.settings.jwtSecret)),
})
