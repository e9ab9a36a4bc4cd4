import { receiveCardWebhook, type Services } from '@tutorat/api'
import { cardWebhookOutput } from '@tutorat/contracts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShimApp } from './shim.ts'

const WEBHOOK_BODY_LIMIT = 64 * 1024
const signatureHeader = z.object({ 'x-youcanpay-signature': z.string().optional() })

/**
 * DESIGN §18: YouCan Pay's webhook. The signature is over the exact bytes sent, so this route (and
 * only this one) keeps the body raw: its own scope replaces the JSON parser with a Buffer.
 */
export async function cardPaymentRoutes(app: ShimApp, services: Services) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/youcanpay/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
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
