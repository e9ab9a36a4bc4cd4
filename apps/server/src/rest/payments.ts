import type { Services } from '@tutorat/api'
import {
  adminPaymentMessageOutput,
  adminPaymentSchema,
  idParam,
  moroccoToday,
  PAYMENT_MESSAGES,
  PAYMENT_RULES,
  paymentCreateInput,
  paymentCreateOutput,
  paymentFilter,
  paymentListInput,
  paymentListOutput,
  paymentMessageOutput,
  paymentProofParams,
  paymentQuoteInput,
  paymentQuoteSchema,
  type PaymentReceipt,
  paymentRefuseInput,
  paymentRequestSchema,
  paymentStatsSchema,
  proofFields,
  type proofFileSchema,
} from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { attachment, paymentsCsv } from '../files/downloads.ts'
import { readUpload, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const M = PAYMENT_MESSAGES
const params = z.object({ id: idParam })
const proofQuery = z.object({ download: z.enum(['0', '1']).optional() })
const tags = ['payments']
const pdf = ['application/pdf']
const proofTypes = ['image/jpeg', 'image/png', 'image/webp', ...pdf]

/**
 * A proof opened in a tab (the admin's preview) runs nothing, whatever its bytes hold. Set when
 * sending: the app's security hook drops a CSP from anything but HTML, and a route's hook runs after it.
 */
async function sandboxed(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('content-security-policy', 'sandbox')
  return payload
}

/** DESIGN §11: the student's payment requests and proofs, the super admins' back office, receipts and CSV. */
export async function paymentRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  async function sendProof(reply: FastifyReply, file: z.output<typeof proofFileSchema>, download: boolean) {
    const stream = await services.privateFiles.read(file.key)
    if (!stream) throw new TRPCError({ code: 'NOT_FOUND', message: M.proofFileMissing })
    return reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(file.file_name, download ? 'attachment' : 'inline'))
      .send(stream)
  }
  async function sendReceipt(reply: FastifyReply, receipt: PaymentReceipt) {
    // pdf-lib loads with the first receipt asked for, not with the server
    const { receiptPdf } = await import('../files/receipt.ts')
    const bytes = await receiptPdf(receipt, services.settings.site, services.settings.seller)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`recu-${receipt.reference}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes))
  }

  app.post(
    '/api/student/payments',
    { schema: { tags, summary: 'S’inscrire à une formation : la demande de paiement (201), ou celle déjà ouverte (200)', body: paymentCreateInput, response: { 200: paymentCreateOutput, 201: paymentCreateOutput } } },
    async (request, reply) => {
      const result = await caller(request).payments.create(request.body)
      return reply.status(result.created ? 201 : 200).send(result)
    },
  )
  app.post(
    '/api/student/payments/quote',
    { schema: { tags, summary: 'Le récapitulatif avant « Confirmer » : prix, remise, échéances, accès en cours (ne crée rien)', body: paymentQuoteInput, response: { 200: paymentQuoteSchema } } },
    (request) => caller(request).payments.quote(request.body),
  )
  app.get('/api/student/payments', { schema: { tags, summary: 'Mes paiements (les plus récents d’abord)', response: { 200: z.array(paymentRequestSchema) } } }, (request) =>
    caller(request).payments.mine(),
  )
  app.get('/api/student/payments/:id', { schema: { tags, summary: 'Une de mes demandes de paiement', params, response: { 200: paymentRequestSchema } } }, (request) =>
    caller(request).payments.get(request.params),
  )
  app.get(
    '/api/student/payments/:id/proofs/:n',
    { schema: { tags, summary: 'Une de mes preuves de virement (?download=1 : pièce jointe)', params: paymentProofParams, querystring: proofQuery, produces: proofTypes }, onSend: sandboxed },
    async (request, reply) => sendProof(reply, await caller(request).payments.proof(request.params), request.query.download === '1'),
  )
  app.post('/api/student/payments/:id/reopen', { schema: { tags, summary: 'Rouvrir une demande expirée (7 nouveaux jours)', params, response: { 200: paymentMessageOutput } } }, (request) =>
    caller(request).payments.reopen(request.params),
  )
  app.post('/api/student/payments/:id/cancel', { schema: { tags, summary: 'Annuler une demande sans preuve', params, response: { 200: paymentMessageOutput } } }, (request) =>
    caller(request).payments.cancel(request.params),
  )
  app.get('/api/student/payments/:id/receipt', { schema: { tags, summary: 'Mon reçu de paiement (PDF, une fois validé)', params, produces: pdf } }, async (request, reply) =>
    sendReceipt(reply, await caller(request).payments.receipt(request.params)),
  )

  app.get(
    '/api/admin/payments',
    { schema: { tags, summary: 'Demandes de paiement (filtres : status, announcement_id, from, to, search)', querystring: paymentListInput, response: { 200: paymentListOutput } } },
    (request) => caller(request).payments.list(request.query),
  )
  // static segments: never read as an id
  app.get('/api/admin/payments/stats', { schema: { tags, summary: 'Recettes du mois et paiements en attente', response: { 200: paymentStatsSchema } } }, (request) =>
    caller(request).payments.stats(),
  )
  app.get(
    '/api/admin/payments/export',
    { schema: { tags, summary: 'Export CSV (UTF-8 avec BOM, séparateur ;), mêmes filtres', querystring: paymentFilter, produces: ['text/csv'] } },
    async (request, reply) => {
      const rows = await caller(request).payments.export(request.query)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`paiements-${moroccoToday()}.csv`))
        .header('cache-control', 'private, no-store')
        .send(paymentsCsv(rows))
    },
  )
  app.get('/api/admin/payments/:id', { schema: { tags, summary: 'Une demande de paiement, ses preuves et son historique', params, response: { 200: adminPaymentSchema } } }, (request) =>
    caller(request).payments.adminGet(request.params),
  )
  app.put(
    '/api/admin/payments/:id/validate',
    { schema: { tags, summary: 'Valider le paiement : ouvre ou prolonge l’accès, une seule fois', params, response: { 200: adminPaymentMessageOutput } } },
    (request) => caller(request).payments.validate(request.params),
  )
  app.put(
    '/api/admin/payments/:id/refuse',
    { schema: { tags, summary: 'Refuser le paiement avec un motif (les preuves sont gardées)', params, body: paymentRefuseInput.omit({ id: true }), response: { 200: adminPaymentMessageOutput } } },
    (request) => caller(request).payments.refuse({ ...request.body, id: request.params.id }),
  )
  app.get(
    '/api/admin/payments/:id/proofs/:n',
    { schema: { tags, summary: 'Une preuve de virement (aperçu ; ?download=1 : pièce jointe)', params: paymentProofParams, querystring: proofQuery, produces: proofTypes }, onSend: sandboxed },
    async (request, reply) => sendProof(reply, await caller(request).payments.adminProof(request.params), request.query.download === '1'),
  )
  app.get('/api/admin/payments/:id/receipt', { schema: { tags, summary: 'Le reçu de paiement (PDF)', params, produces: pdf } }, async (request, reply) =>
    sendReceipt(reply, await caller(request).payments.adminReceipt(request.params)),
  )

  // form-data: the file field `file`, with `payer_name` and `transfer_date` (YYYY-MM-DD), required with the first proof
  await app.register(async (forms) => {
    await registerMultipart(forms, PAYMENT_RULES.proofMaxBytes)
    forms.post(
      '/api/student/payments/:id/proofs',
      { schema: { tags, summary: 'Envoyer une preuve de virement (form-data, JPEG/PNG/WebP/PDF ≤ 5 Mo, 3 au plus)', params, consumes: ['multipart/form-data'], response: { 201: paymentMessageOutput } } },
      async (request, reply) => {
        const { id } = parseInput(params, request.params)
        const payments = caller(request).payments
        await payments.get({ id }) // 401, or 404 for another student's request, before reading the body
        const upload = await readUpload(request, 'file', { missing: M.proofMissing, tooLarge: M.proofTooLarge })
        const fields = parseInput(proofFields, upload.fields)
        return reply.status(201).send(await payments.addProof({ ...fields, id, file: upload.bytes, file_name: upload.filename }))
      },
    )
  })
}
