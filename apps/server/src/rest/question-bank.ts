import type { Services } from '@tutorat/api'
import {
  bankBulkTagInput,
  bankBulkTagOutput,
  bankImportInput,
  bankListInput,
  bankListOutput,
  bankMessageOutput,
  bankQuestionInput,
  bankQuestionSchema,
  EXAM_RULES,
  errorBody,
  idParam,
  importErrorSchema,
  messageOutput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['question-bank']
// the largest file in any encoding, escaped in JSON, still reaches the procedure and its French 400
const IMPORT_BODY_LIMIT = EXAM_RULES.importMaxChars * 4
const importOk = z.object({ ok: z.literal(true), questions: z.array(bankQuestionInput), saved: z.number().int(), message: z.string() })
const importFailed = errorBody.extend({ errors: z.array(importErrorSchema) })

/** DESIGN §19: the question bank of the back office, its GIFT / Aiken / CSV import. */
export async function questionBankRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/questions',
    { schema: { tags, summary: 'La banque de questions (filtres : topic, difficulty, concours, year, q ; limit, offset)', querystring: bankListInput, response: { 200: bankListOutput } } },
    (request) => caller(request).questionBank.list(request.query),
  )
  app.post(
    '/api/admin/questions',
    { schema: { tags, summary: 'Ajouter une question à la banque', body: bankQuestionInput, response: { 201: bankMessageOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).questionBank.create(request.body)),
  )
  app.post(
    '/api/admin/questions/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Importer du GIFT, de l’Aiken ou du CSV : les questions lues (enregistrées si save) ; 400 avec chaque erreur et sa ligne, rien d’enregistré',
        body: bankImportInput,
        response: { 200: importOk, 400: importFailed },
      },
    },
    async (request, reply) => {
      const result = await caller(request).questionBank.import(request.body)
      if (!result.ok) return reply.status(400).send({ detail: result.message, errors: result.errors })
      return reply.status(200).send(result)
    },
  )
  app.post(
    '/api/admin/questions/tags',
    { schema: { tags, summary: 'Étiqueter plusieurs questions à la fois (un tag absent est gardé, null l’efface)', body: bankBulkTagInput, response: { 200: bankBulkTagOutput } } },
    (request) => caller(request).questionBank.bulkTag(request.body),
  )
  app.get('/api/admin/questions/:id', { schema: { tags, summary: 'Une question de la banque', params, response: { 200: bankQuestionSchema } } }, (request) =>
    caller(request).questionBank.get(request.params),
  )
  app.put(
    '/api/admin/questions/:id',
    { schema: { tags, summary: 'Modifier une question de la banque (les concours gardent leur copie)', params, body: bankQuestionInput, response: { 200: bankMessageOutput } } },
    (request) => caller(request).questionBank.update({ ...request.body, id: request.params.id }),
  )
  app.delete('/api/admin/questions/:id', { schema: { tags, summary: 'Retirer une question de la banque', params, response: { 200: messageOutput } } }, (request) =>
    caller(request).questionBank.delete(request.params),
  )
}
