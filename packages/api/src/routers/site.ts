import { siteSettingsSchema } from '@tutorat/contracts'
import { publicProcedure, router } from '../trpc.ts'

export const siteRouter = router({
  settings: publicProcedure.output(siteSettingsSchema).query(({ ctx }) => ctx.settings.site),
})
