import { IMAGE_MAX_BYTES, type Services } from '@tutorat/api'
import {
  adminExamDetailSchema,
  attemptMessageOutput,
  attemptSchema,
  attemptSummarySchema,
  COURSE_MESSAGES,
  csvImportInput,
  csvImportOutput,
  EXAM_RULES,
  examCreateInput,
  examListInput,
  examListOutput,
  examMessageOutput,
  examResultsInput,
  examResultsSchema,
  examUpdateInput,
  figureOutput,
  idParam,
  messageOutput,
  publicExamSchema,
  questionsInput,
  saveAnswerInput,
  saveAnswerOutput,
  studentExamSchema,
  studentExamsInput,
  mySeriesStandingOutput,
  practiceSchema,
  practiceSubmitInput,
  sectionsInput,
  seriesCreateInput,
  seriesListOutput,
  seriesSchema,
  seriesStandingsInput,
  seriesStandingsOutput,
  EXPORT_FORMATS,
} from '@tutorat/contracts'
import type { FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { attachment, examResultsCsv } from '../files/downloads.ts'
import { readUpload, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const answerParams = z.object({ id: idParam, question_id: idParam })
const tags = ['exams']
// a pasted series of the largest size, in any encoding and escaped in JSON, still reaches the
// procedure, whose own French 400 names the limit in characters
const CSV_BODY_LIMIT = EXAM_RULES.csvMaxChars * 4

/** DESIGN §13: concours blancs and course quizzes, the back office, the students' papers, the public list. */
export async function examRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get('/api/exams', { schema: { tags, summary: 'Concours blancs gratuits ouverts (sans les questions)', response: { 200: z.array(publicExamSchema) } } }, (request) =>
    caller(request).exams.publicList(),
  )
  adminExamRoutes(app, caller)
  sectionRoutes(app, caller)
  seriesRoutes(app, caller)
  studentExamRoutes(app, caller)
  practiceRoutes(app, caller)
  await importRoute(app, caller)
  await figureRoute(app, caller)
}

type Caller = (request: FastifyRequest) => ReturnType<typeof callerFor>

function adminExamRoutes(app: ShimApp, caller: Caller) {
  app.get(
    '/api/admin/exams',
    { schema: { tags, summary: 'Concours et quiz (filtres : course_id, q ; limit, offset)', querystring: examListInput, response: { 200: examListOutput } } },
    (request) => caller(request).exams.list(request.query),
  )
  app.post(
    '/api/admin/exams',
    { schema: { tags, summary: 'Créer un concours (non publié, sans questions)', body: examCreateInput, response: { 201: examMessageOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).exams.create(request.body)),
  )
  app.get('/api/admin/exams/:id', { schema: { tags, summary: 'Un concours et ses questions (avec les corrigés)', params, response: { 200: adminExamDetailSchema } } }, (request) =>
    caller(request).exams.get(request.params),
  )
  app.put(
    '/api/admin/exams/:id',
    { schema: { tags, summary: 'Modifier les réglages d’un concours (publier, fenêtre, durée…)', params, body: examUpdateInput.omit({ id: true }), response: { 200: examMessageOutput } } },
    (request) => caller(request).exams.update({ ...request.body, id: request.params.id }),
  )
  app.delete('/api/admin/exams/:id', { schema: { tags, summary: 'Supprimer un concours sans copie', params, response: { 200: messageOutput } } }, (request) =>
    caller(request).exams.delete(request.params),
  )
  app.put(
    '/api/admin/exams/:id/questions',
    {
      schema: {
        tags,
        summary: 'Enregistrer la liste ordonnée des questions (les copies en cours gardent leur version)',
        params,
        body: questionsInput.omit({ id: true }),
        response: { 200: examMessageOutput },
      },
    },
    (request) => caller(request).exams.saveQuestions({ ...request.body, id: request.params.id }),
  )
  app.get(
    '/api/admin/exams/:id/results',
    {
      schema: {
        tags,
        summary: 'Résultats : une page de copies classées (rang, percentile), réussite par question, répartition des notes',
        params,
        querystring: examResultsInput.omit({ id: true }),
        response: { 200: examResultsSchema },
      },
    },
    (request) => caller(request).exams.results({ ...request.query, id: request.params.id }),
  )
  app.get(
    '/api/admin/exams/:id/results/export',
    { schema: { tags, summary: 'Résultats en CSV (UTF-8 avec BOM, séparateur ;) : une colonne par section et par thème', params, produces: ['text/csv'] } },
    async (request, reply) => {
      const results = await caller(request).exams.exportResults(request.params)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`resultats-concours-${request.params.id}.csv`))
        .header('cache-control', 'private, no-store')
        .send(examResultsCsv(results))
    },
  )
}

function studentExamRoutes(app: ShimApp, caller: Caller) {
  app.get(
    '/api/student/exams',
    { schema: { tags, summary: 'Les concours et quiz que je peux passer (filtre : course_id)', querystring: studentExamsInput.unwrap(), response: { 200: z.array(studentExamSchema) } } },
    (request) => caller(request).exams.available(request.query),
  )
  app.get('/api/student/attempts', { schema: { tags, summary: 'Mes dernières copies', response: { 200: z.array(attemptSummarySchema) } } }, (request) =>
    caller(request).exams.myAttempts(),
  )
  app.post(
    '/api/student/exams/:id/attempts',
    { schema: { tags, summary: 'Commencer (201) ou reprendre la copie en cours (200)', params, response: { 200: attemptSchema, 201: attemptSchema } } },
    async (request, reply) => {
      const attempt = await caller(request).exams.start(request.params)
      // a new copy starts at the instant the server answers; a resumed one started earlier
      const created = Date.parse(attempt.started_at) === Date.parse(attempt.server_now)
      return reply.status(created ? 201 : 200).send(attempt)
    },
  )
  app.get(
    '/api/student/attempts/:id',
    { schema: { tags, summary: 'Ma copie : questions, réponses enregistrées, note et correction quand elle est publiée', params, response: { 200: attemptSchema } } },
    (request) => caller(request).exams.attempt(request.params),
  )
  app.put(
    '/api/student/attempts/:id/answers/:question_id',
    {
      schema: {
        tags,
        summary: 'Enregistrer une réponse (idempotent ; null l’efface), jusqu’à la fin du temps',
        params: answerParams,
        body: saveAnswerInput.omit({ id: true, question_id: true }),
        response: { 200: saveAnswerOutput },
      },
    },
    (request) => caller(request).exams.saveAnswer({ ...request.body, ...request.params }),
  )
  app.post('/api/student/attempts/:id/submit', { schema: { tags, summary: 'Rendre ma copie', params, response: { 200: attemptMessageOutput } } }, (request) =>
    caller(request).exams.submit(request.params),
  )
}

/** The series pasted as is (`text/csv` or `text/plain`), or JSON `{csv}`; the parser lives in this scope only. */
async function importRoute(app: ShimApp, caller: Caller) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) => {
      done(null, { csv: String(body) })
    })
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/exams/import-questions',
      {
        bodyLimit: CSV_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Lire une série de questions en CSV (docs/exam-csv.md) ; rien n’est enregistré',
          consumes: ['text/csv', 'text/plain', 'application/json'],
          body: csvImportInput,
          response: { 200: csvImportOutput },
        },
      },
      (request) => caller(request).exams.importCsv(request.body),
    )
  })
}

// form-data: the image in the field `file`; the editor then puts the returned `image` into a question
async function figureRoute(app: ShimApp, caller: Caller) {
  await app.register(async (uploads) => {
    await registerMultipart(uploads, IMAGE_MAX_BYTES)
    uploads.post(
      '/api/admin/exams/:id/figures',
      { schema: { tags, summary: 'Importer une figure (form-data, JPEG/PNG/GIF/WebP ≤ 5 Mo)', params, consumes: ['multipart/form-data'], response: { 201: figureOutput } } },
      async (request, reply) => {
        const { id } = parseInput(params, request.params)
        const exams = caller(request).exams
        await exams.get({ id }) // 401, or 404 for another admin's exam, before reading the body
        const upload = await readUpload(request, 'file', { missing: COURSE_MESSAGES.fileMissing, tooLarge: COURSE_MESSAGES.imageTooLarge })
        return reply.status(201).send(await exams.uploadFigure({ id, file: upload.bytes }))
      },
    )
  })
}

const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS, { error: 'Format d’export inconnu (gift ou qti).' }) })

/** DESIGN §19: the section editor's save, the export, the student's « next ». */
function sectionRoutes(app: ShimApp, caller: Caller) {
  app.put(
    '/api/admin/exams/:id/sections',
    {
      schema: {
        tags,
        summary: 'Enregistrer les sections (1 à 6, dans l’ordre) : durée, questions choisies ou tirage dans la banque',
        params,
        body: sectionsInput.omit({ id: true }),
        response: { 200: examMessageOutput },
      },
    },
    (request) => caller(request).exams.saveSections({ ...request.body, id: request.params.id }),
  )
  app.get(
    '/api/admin/exams/:id/export',
    { schema: { tags, summary: 'Exporter les questions en GIFT (texte) ou en QTI 2.1 (zip)', params, querystring: exportQuery, produces: ['text/plain', 'application/zip'] } },
    async (request, reply) => {
      const file = await caller(request).exams.export({ id: request.params.id, format: request.query.format })
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content)
    },
  )
  app.post(
    '/api/student/attempts/:id/sections/next',
    { schema: { tags, summary: 'Clore la section ouverte et ouvrir la suivante (après la dernière, la copie est rendue)', params, response: { 200: attemptMessageOutput } } },
    (request) => caller(request).exams.nextSection(request.params),
  )
}

function seriesRoutes(app: ShimApp, caller: Caller) {
  app.get('/api/admin/exam-series', { schema: { tags, summary: 'Les séries de concours blancs', response: { 200: seriesListOutput } } }, (request) =>
    caller(request).exams.seriesList(),
  )
  app.post(
    '/api/admin/exam-series',
    { schema: { tags, summary: 'Créer une série', body: seriesCreateInput, response: { 201: z.object({ message: z.string(), series: seriesSchema }) } } },
    async (request, reply) => reply.status(201).send(await caller(request).exams.seriesCreate(request.body)),
  )
  app.get(
    '/api/admin/exam-series/:id/standings',
    { schema: { tags, summary: 'Classement d’une série (somme des notes sur 20 des premières copies)', params, querystring: seriesStandingsInput.omit({ id: true }), response: { 200: seriesStandingsOutput } } },
    (request) => caller(request).exams.seriesStandings({ ...request.query, id: request.params.id }),
  )
  app.get('/api/student/exam-series/:id', { schema: { tags, summary: 'Mon classement dans une série', params, response: { 200: mySeriesStandingOutput } } }, (request) =>
    caller(request).exams.mySeriesStanding(request.params),
  )
}

/** « S'entraîner sur mes points faibles ». */
function practiceRoutes(app: ShimApp, caller: Caller) {
  app.post(
    '/api/student/attempts/:id/practice',
    { schema: { tags, summary: 'Un entraînement de 10 questions sur les thèmes faibles de cette copie', params, response: { 201: practiceSchema } } },
    async (request, reply) => reply.status(201).send(await caller(request).exams.startPractice({ attempt_id: request.params.id })),
  )
  app.get('/api/student/practices/:id', { schema: { tags, summary: 'Un entraînement', params, response: { 200: practiceSchema } } }, (request) =>
    caller(request).exams.practice(request.params),
  )
  app.post(
    '/api/student/practices/:id/submit',
    { schema: { tags, summary: 'Rendre un entraînement : la note et la correction aussitôt', params, body: practiceSubmitInput.omit({ id: true }), response: { 200: practiceSchema } } },
    (request) => caller(request).exams.submitPractice({ ...request.body, id: request.params.id }),
  )
}
