// Which calls carry the student's token, and which cached answers are the student's. Imported by
// the first bundle (the student guard): no runtime import here.

/** The student's own notifications live under `notifications.*`, next to the admins' log. */
const STUDENT_NOTIFICATION_PROCEDURES = new Set(['notifications.mine', 'notifications.markRead', 'notifications.preferences', 'notifications.updatePreferences'])

/** The student's payment requests live under `payments.*`, next to the super admins' procedures. */
const STUDENT_PAYMENT_PROCEDURES = new Set(['payments.quote', 'payments.create', 'payments.mine', 'payments.get', 'payments.addProof', 'payments.reopen', 'payments.cancel', 'payments.proof', 'payments.receipt', 'payments.startCardPayment'])

/** The student's instalment plans (DESIGN §18), next to the super admins' `instalments.ofPayment`. */
const STUDENT_INSTALMENT_PROCEDURES = new Set(['instalments.mine', 'instalments.pay'])

/** The student's own referral code (DESIGN §18), next to the super admins' `coupons.*`. */
const STUDENT_COUPON_PROCEDURES = new Set(['coupons.myReferral'])

/** The student's live sessions and calendar, next to the admins' `sessions.*`. */
const STUDENT_SESSION_PROCEDURES = new Set(['sessions.mine', 'sessions.forCourse', 'sessions.joinTicket', 'sessions.join', 'sessions.calendar', 'sessions.renewCalendar'])

/** The student's papers (concours blancs, quizzes) next to the admins' `exams.*`; `exams.publicList` is the visitors'. */
const STUDENT_EXAM_PROCEDURES = new Set([
  'exams.available',
  'exams.myAttempts',
  'exams.start',
  'exams.attempt',
  'exams.saveAnswer',
  'exams.submit',
  // DESIGN §19: sections, the weak-topic practice, the standing in a series
  'exams.nextSection',
  'exams.startPractice',
  'exams.practice',
  'exams.submitPractice',
  'exams.mySeriesStanding',
])

/** Playing a video and its heartbeat (DESIGN §16), next to the admins' `plays.trace` and `plays.history`. */
const STUDENT_PLAY_PROCEDURES = new Set(['plays.start', 'plays.heartbeat'])

/** The student's Google account (DESIGN §16), next to the super admins' `drive.status`. */
const STUDENT_DRIVE_PROCEDURES = new Set(['drive.googleAccount', 'drive.linkGoogleAccount', 'drive.unlinkGoogleAccount'])

/** `student.login`, `notifications.mine`, `payments.mine`…: sent with the student's token. */
export function isStudentProcedure(path: string): boolean {
  return path.startsWith('student.') || STUDENT_NOTIFICATION_PROCEDURES.has(path) || STUDENT_PAYMENT_PROCEDURES.has(path) || STUDENT_INSTALMENT_PROCEDURES.has(path) || STUDENT_SESSION_PROCEDURES.has(path) || STUDENT_EXAM_PROCEDURES.has(path) || STUDENT_PLAY_PROCEDURES.has(path) || STUDENT_DRIVE_PROCEDURES.has(path) || STUDENT_COUPON_PROCEDURES.has(path)
}

/** A tRPC query or mutation key (`[['notifications', 'mine'], …]`) of a student procedure. */
export function isStudentKey(key: readonly unknown[] | undefined): boolean {
  const path = key?.[0]
  return Array.isArray(path) && isStudentProcedure(path.join('.'))
}

/** React Query's filter of every answer cached for the signed-in student. */
export const studentQueries = { predicate: (query: { queryKey: readonly unknown[] }) => isStudentKey(query.queryKey) }
