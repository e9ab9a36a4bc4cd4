import {
  adminSessionSchema,
  attendanceOutput,
  calendarOutput,
  calendarRenewOutput,
  courseSessionsInput,
  idParam,
  joinTicketOutput,
  messageOutput,
  recordingInput,
  sessionCreateInput,
  sessionListInput,
  sessionListOutput,
  sessionMessageOutput,
  sessionUpdateInput,
  studentSessionSchema,
} from '@tutorat/contracts'
import { z } from 'zod'
import { myCalendar, renewCalendar, studentOfCalendarToken } from '../domain/sessions/calendar.ts'
import { joinSession, joinTicketUrl, studentOfTicket } from '../domain/sessions/join.ts'
import { cancelSession, createSession, deleteSession, updateSession } from '../domain/sessions/manage.ts'
import { listAdminSessions, listCalendarSessions, listCourseSessionsForStudent, listStudentSessions, loadAdminSession } from '../domain/sessions/queries.ts'
import { saveRecording, sessionAttendance } from '../domain/sessions/recording.ts'
import { adminProcedure, publicProcedure, router, studentProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })
const ticketInput = z.object({ id: idParam, ticket: z.string().min(1).max(2000) })
const feedInput = z.object({ token: z.string().min(1).max(100) })
const feedOutput = z.object({ student_name: z.string(), sessions: z.array(studentSessionSchema.extend({ updated_at: z.string() })) })

/**
 * Live sessions on Google Meet (DESIGN §12). Admins manage the sessions of their courses (super
 * admins all); a student sees the sessions they may join, never the Meet link, which only the
 * join answers, to a student who may join now.
 */
export const sessionsRouter = router({
  list: adminProcedure.input(sessionListInput).output(sessionListOutput).query(({ ctx, input }) => listAdminSessions(ctx.db, ctx.admin, input)),
  get: adminProcedure.input(byId).output(adminSessionSchema).query(({ ctx, input }) => loadAdminSession(ctx.db, ctx.admin, input.id)),
  create: adminProcedure.input(sessionCreateInput).output(sessionMessageOutput).mutation(({ ctx, input }) => createSession(ctx.db, ctx.settings.jwtSecret, ctx.admin, input)),
  update: adminProcedure.input(sessionUpdateInput).output(sessionMessageOutput).mutation(({ ctx, input }) => updateSession(ctx.db, ctx.settings.jwtSecret, ctx.admin, input)),
  cancel: adminProcedure.input(byId).output(sessionMessageOutput).mutation(({ ctx, input }) => cancelSession(ctx.db, ctx.settings.jwtSecret, ctx.admin, input.id)),
  delete: adminProcedure.input(byId).output(messageOutput).mutation(({ ctx, input }) => deleteSession(ctx.db, ctx.admin, input.id)),
  recording: adminProcedure
    .input(recordingInput)
    .output(sessionMessageOutput)
    .mutation(({ ctx, input }) => saveRecording(ctx.db, ctx.settings.jwtSecret, ctx.admin, input.id, input.drive_url)),
  attendance: adminProcedure.input(byId).output(attendanceOutput).query(({ ctx, input }) => sessionAttendance(ctx.db, ctx.admin, input.id)),

  mine: studentProcedure.output(z.array(studentSessionSchema)).query(({ ctx }) => listStudentSessions(ctx.db, ctx.settings.publicUrl, ctx.student.id)),
  forCourse: studentProcedure
    .input(courseSessionsInput)
    .output(z.array(studentSessionSchema))
    .query(({ ctx, input }) => listCourseSessionsForStudent(ctx.db, ctx.settings.publicUrl, ctx.student.id, input.course_id)),
  /** The web join page trades the bearer token for a one-minute ticket URL the browser can open. */
  joinTicket: studentProcedure.input(byId).output(joinTicketOutput).mutation(({ ctx, input }) => joinTicketUrl(ctx.db, ctx.settings.jwtSecret, ctx.student.id, input.id)),
  /** The join with a bearer token: the Meet link for the REST shim's redirect, attendance recorded. */
  join: studentProcedure.input(byId).output(joinTicketOutput).mutation(({ ctx, input }) => joinSession(ctx.db, ctx.student.id, input.id)),
  joinWithTicket: publicProcedure
    .input(ticketInput)
    .output(joinTicketOutput)
    .mutation(async ({ ctx, input }) => joinSession(ctx.db, await studentOfTicket(ctx.settings.jwtSecret, input.ticket, input.id), input.id)),
  calendar: studentProcedure.output(calendarOutput).query(({ ctx }) => myCalendar(ctx.db, ctx.settings.jwtSecret, ctx.settings.publicUrl, ctx.student.id)),
  renewCalendar: studentProcedure.output(calendarRenewOutput).mutation(({ ctx }) => renewCalendar(ctx.db, ctx.settings.jwtSecret, ctx.settings.publicUrl, ctx.student.id)),
  /** The private feed's events; the REST shim writes the .ics. */
  calendarFeed: publicProcedure
    .input(feedInput)
    .output(feedOutput)
    .query(async ({ ctx, input }) => {
      const student = await studentOfCalendarToken(ctx.db, ctx.settings.jwtSecret, input.token)
      return { student_name: student.name, sessions: await listCalendarSessions(ctx.db, ctx.settings.publicUrl, student.id) }
    }),
})
