import type { Services } from '@tutorat/api'
import {
  couponCreateInput,
  couponDeleteOutput,
  couponFilter,
  couponListInput,
  couponMessageOutput,
  couponSchema,
  couponUpdateBody,
  idParam,
  moroccoToday,
  referralSchema,
} from '@tutorat/contracts'
import { z } from 'zod'
import { attachment, couponsCsv } from '../files/downloads.ts'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['coupons']

/** DESIGN §18: the super admins' promo codes (list, CSV, create, edit, delete) and the student's referral code. */
export function couponRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/coupons',
    { schema: { tags, summary: 'Codes promo et de parrainage, avec utilisations, paiements et DH (filtres : source, search)', querystring: couponListInput, response: { 200: z.array(couponSchema) } } },
    (request) => caller(request).coupons.list(request.query),
  )
  app.post(
    '/api/admin/coupons',
    { schema: { tags, summary: 'Créer un code promo', body: couponCreateInput, response: { 201: couponMessageOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).coupons.create(request.body)),
  )
  // static segment: never read as an id
  app.get('/api/admin/coupons/export', { schema: { tags, summary: 'Export CSV (UTF-8 avec BOM, séparateur ;), mêmes filtres', querystring: couponFilter, produces: ['text/csv'] } }, async (request, reply) => {
    const rows = await caller(request).coupons.export(request.query)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`codes-promo-${moroccoToday()}.csv`))
      .header('cache-control', 'private, no-store')
      .send(couponsCsv(rows))
  })
  app.get('/api/admin/coupons/:id', { schema: { tags, summary: 'Un code promo et ses chiffres', params, response: { 200: couponSchema } } }, (request) =>
    caller(request).coupons.get(request.params),
  )
  app.put(
    '/api/admin/coupons/:id',
    { schema: { tags, summary: 'Modifier un code promo (les champs envoyés)', params, body: couponUpdateBody, response: { 200: couponMessageOutput } } },
    (request) => caller(request).coupons.update({ ...request.body, id: request.params.id }),
  )
  app.delete('/api/admin/coupons/:id', { schema: { tags, summary: 'Supprimer un code promo', params, response: { 200: couponDeleteOutput } } }, (request) =>
    caller(request).coupons.delete(request.params),
  )
  app.get('/api/student/referral', { schema: { tags, summary: 'Mon code de parrainage (créé à la première demande)', response: { 200: referralSchema } } }, (request) =>
    caller(request).coupons.myReferral(),
  )
}
