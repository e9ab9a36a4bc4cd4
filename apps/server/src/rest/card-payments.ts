import { receiveCardWebhook, type Services } from '@tutorat/api'
import { cardWebhookOutput } from '@tutorat/contracts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShimApp } from './shim.ts'

const signatureHeader = z.object({ 'x-youcanpay-signature': z.string().optional() })

/**
 * DESIGN §18: YouCan Pay's webhook. The signature is over the exact bytes sent, so this route (and
 * only this one) keeps the body raw: its own scope's JSON parser hands over the Buffer.
 */
export async function cardPaymentRoutes(app: ShimApp, services: Services) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    // JSON only, within the app's body limit, like every other route: any other type is a French 415
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/youcanpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Webhook YouCan Pay (public, signé par X-Youcanpay-Signature) : la transaction est vérifiée auprès de YouCan Pay avant tout accès',
          headers: signatureHeader,
          response: { 200: cardWebhookOutput },
        },
      },
      (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return receiveCardWebhook(services.db, services.settings.jwtSecret, services.cardGateway, raw, request.headers['x-youcanpay-signature'])
      },
    )
  })
}
