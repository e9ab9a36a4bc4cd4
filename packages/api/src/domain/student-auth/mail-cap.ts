import type { Context } from '../../context.ts'
import { RateLimitError } from '../../limits/errors.ts'

/**
 * Counts one mail a visitor's request would send to `address` (a reset, a verification link,
 * « quelqu'un a essayé »), known account or not, so the count itself reveals nothing. Past the
 * cap (RESET_RATE_PER_EMAIL_PER_HOUR) the caller answers as usual and sends nothing: nobody floods
 * a mailbox through our forms.
 */
export async function withinMailCap(ctx: Context, address: string): Promise<boolean> {
  try {
    await ctx.limiter.consume('resetPerEmail', `email:${address.trim().toLowerCase()}`)
    return true
  } catch (error) {
    if (error instanceof RateLimitError) return false
    throw error
  }
}
