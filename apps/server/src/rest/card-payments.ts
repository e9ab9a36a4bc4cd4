import { receiveCardWebhook, type Services } from '@tutorat/api'
import { cardRefundListInput, cardRefundListOutput, cardRefundMarkOutput, cardWebhookOutput, idParam } from '@tutorat/contracts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const signatureHeader = z.object({ 'x-youcanpay-signature': z.string().optional() })

/**
 * DESIGN §18: YouCan Pay's webhook. The signature is over the exact bytes sent, so this route (and
 * only this one) keeps the body raw: its own scope's JSON parser hands over the Buffer.
 */
export async function cardPaymentRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)
  // static segments under /api/admin/payments: never read as a request's id
  app.get(
    '/api/admin/payments/card-refunds',
    { schema: { tags: ['payments'], summary: 'Paiements par carte reçus sans accès ouvert (state : a_rembourser par défaut, ou rembourse)', querystring: cardRefundListInput, response: { 200: cardRefundListOutput } } },
    (request) => caller(request).cardPayments.refunds(request.query),
  )
  app.put(
    '/api/admin/payments/card-refunds/:id/refunded',
    { schema: { tags: ['payments'], summary: 'Marquer remboursée une transaction par carte (une seule fois : qui, quand)', params: z.object({ id: idParam }), response: { 200: cardRefundMarkOutput } } },
    (request) => caller(request).cardPayments.markRefunded(request.params),
  )
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
