import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A form resolver downloaded on the first validation rather than with the page: zod and the
 * schema weigh ~25 kB gzip, more than a one-field form on a phone's first visit should pay.
 * A failed download is retried on the next submit.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let pending: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    const resolve = await pending
    return resolve(values, context, options)
  }
}
