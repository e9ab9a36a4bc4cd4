import type { Services } from '@tutorat/api'
import {
  changeEmailInput,
  googleLoginInput,
  idParam,
  messageOutput,
  myCourseSchema,
  passwordResetConfirmInput,
  passwordResetInput,
  resendVerificationInput,
  studentCourseSchema,
  studentLoginInput,
  studentLoginOutput,
  studentRegisterInput,
  studentRegisterOutput,
  studentVerifyOutput,
  studentVideoSchema,
  verifyEmailInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['student']
const signedInWithMessage = studentLoginOutput.extend({ message: z.string() })

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
  app.post(
    '/api/student/register',
    {
      schema: {
        tags,
        summary: 'Inscription étudiant : un lien de confirmation part par e-mail ; même réponse pour une adresse nouvelle ou déjà utilisée',
        body: studentRegisterInput,
        response: { 202: studentRegisterOutput },
      },
    },
    async (request, reply) => reply.status(202).send(await caller(request).student.register(request.body)),
  )
  app.post(
    '/api/student/verify-email',
    { schema: { tags, summary: 'Confirme l’adresse par le lien reçu (24 h, une fois) et connecte', body: verifyEmailInput, response: { 200: signedInWithMessage } } },
    (request) => caller(request).student.verifyEmail(request.body),
  )
  app.post(
    '/api/student/verification/resend',
    { schema: { tags, summary: 'Renvoie le lien de confirmation, même réponse pour tout e-mail', body: resendVerificationInput, response: { 200: messageOutput } } },
    (request) => caller(request).student.resendVerification(request.body),
  )
  app.put(
    '/api/student/me/email',
    { schema: { tags, summary: 'Corrige l’adresse avant sa confirmation (un nouveau lien part)', body: changeEmailInput, response: { 200: studentRegisterOutput } } },
    (request) => caller(request).student.changeEmail(request.body),
  )
  app.post(
    '/api/student/password-reset',
    {
      schema: {
        tags,
        summary: 'Mot de passe oublié : envoie un lien (30 min), même réponse pour tout e-mail',
        body: passwordResetInput,
        response: { 200: messageOutput },
      },
    },
    (request) => caller(request).student.requestPasswordReset(request.body),
  )
  app.post(
    '/api/student/password-reset/confirm',
    { schema: { tags, summary: 'Nouveau mot de passe par le lien reçu (déconnecte les autres appareils)', body: passwordResetConfirmInput, response: { 200: signedInWithMessage } } },
    (request) => caller(request).student.resetPassword(request.body),
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
