import type { Services } from '@tutorat/api'
import { googleLoginInput, idParam, myCourseSchema, studentCourseSchema, studentLoginInput, studentLoginOutput, studentVerifyOutput, studentVideoSchema } from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['student']

export function studentSpaceRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.post(
    '/api/student/login',
    { schema: { tags, summary: 'Connexion étudiant', body: studentLoginInput, response: { 200: studentLoginOutput } } },
    (request) => caller(request).student.login(request.body),
  )
  app.post(
    '/api/auth/google-login',
    { schema: { tags, summary: 'Connexion Google (étudiant)', body: googleLoginInput, response: { 200: studentLoginOutput } } },
    (request) => caller(request).student.googleLogin(request.body),
  )
  app.get('/api/student/verify', { schema: { tags, summary: 'Vérifie le jeton étudiant', response: { 200: studentVerifyOutput } } }, (request) =>
    caller(request).student.verify(),
  )
  app.get('/api/student/my-courses', { schema: { tags, summary: 'Mes cours', response: { 200: z.array(myCourseSchema) } } }, (request) =>
    caller(request).student.myCourses(),
  )
  app.get('/api/student/course/:id', { schema: { tags, summary: 'Un de mes cours', params, response: { 200: studentCourseSchema } } }, (request) =>
    caller(request).student.course(request.params),
  )
  app.get(
    '/api/student/course/:id/videos',
    { schema: { tags, summary: 'Vidéos du cours (liens seulement pour les vidéos accordées)', params, response: { 200: z.array(studentVideoSchema) } } },
    (request) => caller(request).student.courseVideos(request.params),
  )
}
