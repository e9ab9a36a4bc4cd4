import {
  adminStudentSchema,
  deleteOutput,
  deviceSchema,
  idParam,
  importInput,
  importOutput,
  importPreviewOutput,
  inviteLinkOutput,
  inviteOutput,
  STUDENT_MESSAGES,
  studentCreateInput,
  studentInviteInput,
  studentListInput,
  studentUpdateInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { listStudents, loadVisibleStudent } from '../domain/students/control.ts'
import { importStudents, previewImport } from '../domain/students/import.ts'
import { inviteStudent, issueInviteLink } from '../domain/students/invite.ts'
import { createStudent, deleteStudent, listDevices, resetDevices, updateStudent } from '../domain/students/manage.ts'
import { adminProcedure, router } from '../trpc.ts'

const byId = z.object({ id: idParam })

export const studentsRouter = router({
  list: adminProcedure.input(studentListInput).output(z.array(adminStudentSchema)).query(({ ctx, input }) => listStudents(ctx.db, ctx.admin, input)),
  get: adminProcedure.input(byId).output(adminStudentSchema).query(({ ctx, input }) => loadVisibleStudent(ctx.db, ctx.admin, input.id)),
  create: adminProcedure.input(studentCreateInput).output(adminStudentSchema).mutation(({ ctx, input }) => createStudent(ctx.db, ctx.admin, input)),
  update: adminProcedure.input(studentUpdateInput).output(adminStudentSchema).mutation(({ ctx, input }) => updateStudent(ctx.db, ctx.admin, input)),
  delete: adminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteStudent(ctx.db, ctx.admin, input.id)
      return { message: STUDENT_MESSAGES.deleted }
    }),
  invite: adminProcedure.input(studentInviteInput).output(inviteOutput).mutation(({ ctx, input }) => inviteStudent(ctx.db, ctx.settings, ctx.admin, input)),
  inviteLink: adminProcedure.input(byId).output(inviteLinkOutput).mutation(({ ctx, input }) => issueInviteLink(ctx.db, ctx.settings, ctx.admin, input.id)),
  import: adminProcedure.input(importInput).output(importOutput).mutation(({ ctx, input }) => importStudents(ctx.db, ctx.settings.jwtSecret, ctx.admin, input)),
  // a mutation although it writes nothing: the file is up to 1 MB, too long for a GET's query string
  importPreview: adminProcedure.input(importInput).output(importPreviewOutput).mutation(({ ctx, input }) => previewImport(ctx.db, ctx.admin, input)),
  devices: adminProcedure.input(byId).output(z.array(deviceSchema)).query(({ ctx, input }) => listDevices(ctx.db, ctx.admin, input.id)),
  resetDevices: adminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await resetDevices(ctx.db, ctx.admin, input.id)
      return { message: STUDENT_MESSAGES.devicesReset }
    }),
})
