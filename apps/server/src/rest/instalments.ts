import type { Services } from '@tutorat/api'
import { idParam, INSTALMENT_MESSAGES, instalmentPayInput, instalmentPlanSchema, paymentCreateOutput } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const tags = ['payments']
/** the plan's id, and the part's number (1–4) */
const partParams = z.object({ id: instalmentPayInput.shape.plan_id, n: instalmentPayInput.shape.part_number })

/** DESIGN §18: the student's Échéancier and « Payer » on a part; the plan of a request for the back office. */
export function instalmentRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get('/api/student/instalments', { schema: { tags, summary: 'Mes paiements en plusieurs fois : chaque échéancier et ses échéances', response: { 200: z.array(instalmentPlanSchema) } } }, (request) =>
    caller(request).instalments.mine(),
  )
  app.post(
    '/api/student/instalments/:id/parts/:n/pay',
    {
      schema: {
        tags,
        summary: 'Payer une échéance : sa demande de paiement (201), ou celle déjà ouverte (200) ; le montant est celui de l’échéancier',
        params: partParams,
        response: { 200: paymentCreateOutput, 201: paymentCreateOutput },
      },
    },
    async (request, reply) => {
      const result = await caller(request).instalments.pay({ plan_id: request.params.id, part_number: request.params.n })
      return reply.status(result.created ? 201 : 200).send(result)
    },
  )
  app.get(
    '/api/admin/payments/:id/instalments',
    { schema: { tags, summary: 'L’échéancier dont cette demande est une échéance (404 : paiement comptant)', params: z.object({ id: idParam }), response: { 200: instalmentPlanSchema } } },
    async (request) => {
      const plan = await caller(request).instalments.ofPayment(request.params)
      if (!plan) throw new TRPCError({ code: 'NOT_FOUND', message: INSTALMENT_MESSAGES.planNotFound })
      return plan
    },
  )
}
