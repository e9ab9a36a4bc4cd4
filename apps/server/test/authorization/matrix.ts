// The authorization matrix as data (issue "Proof"): every tRPC procedure and every REST path,
// with who may call it. `authorization.test.ts` runs every cell and fails when one is missing.

/** public: anyone · student: a signed-in student · admin: any admin · super: super admins only */
export type Access = 'public' | 'student' | 'admin' | 'super'

/** What an `{id}` in the call names, for the ownership cells (another admin's / another student's). */
export type Owned = 'course' | 'video' | 'student' | 'access' | 'enrolled' | 'enrolledVideo'

export interface Rule {
  access: Access
  owned?: Owned
}

const r = (access: Access, owned?: Owned): Rule => (owned ? { access, owned } : { access })

export const PROCEDURES: Record<string, Rule> = {
  'auth.login': r('public'),
  'auth.me': r('admin'),
  'auth.superAdmin': r('super'),
  'auth.verify': r('admin'),
  'dashboard.stats': r('admin'),
  'courses.list': r('admin'),
  'courses.stats': r('admin'),
  'courses.get': r('admin', 'course'),
  'courses.create': r('admin'),
  'courses.update': r('admin', 'course'),
  'courses.delete': r('admin', 'course'),
  'courses.regenerateCode': r('admin', 'course'),
  'courses.generateLink': r('admin', 'course'),
  'courses.uploadImage': r('admin'),
  'videos.byCourse': r('admin', 'course'),
  'videos.list': r('admin'),
  'videos.create': r('admin', 'course'),
  'videos.update': r('admin', 'video'),
  'videos.delete': r('admin', 'video'),
  'videos.reorder': r('admin', 'course'),
  'students.list': r('admin'),
  'students.get': r('admin', 'student'),
  'students.create': r('admin'),
  'students.update': r('admin', 'student'),
  'students.delete': r('admin', 'student'),
  'students.invite': r('admin', 'course'),
  'students.import': r('admin', 'course'),
  'students.devices': r('admin', 'student'),
  'students.resetDevices': r('admin', 'student'),
  'accesses.list': r('admin'),
  'accesses.get': r('admin', 'access'),
  'accesses.create': r('admin', 'course'),
  'accesses.update': r('admin', 'access'),
  'accesses.delete': r('admin', 'access'),
  'student.login': r('public'),
  'student.googleLogin': r('public'),
  'student.setPassword': r('public'),
  'student.verify': r('student'),
  'student.changePassword': r('student'),
  'student.myCourses': r('student'),
  'student.course': r('student', 'enrolled'),
  'student.courseVideos': r('student', 'enrolled'),
  'student.markSeen': r('student', 'enrolledVideo'),
  'student.redeemCode': r('student'),
  'student.join': r('student'),
  'site.settings': r('public'),
  'testimonials.active': r('public'),
  'testimonials.featured': r('public'),
  'testimonials.submit': r('public'),
  'testimonials.list': r('super'),
  'testimonials.stats': r('super'),
  'testimonials.update': r('super'),
  'testimonials.toggle': r('super'),
  'testimonials.delete': r('super'),
  'announcements.list': r('public'),
  'announcements.adminList': r('super'),
  'announcements.create': r('super'),
  'announcements.update': r('super'),
  'announcements.toggle': r('super'),
  'announcements.delete': r('super'),
  'freeCourses.list': r('public'),
  'freeCourses.adminList': r('super'),
  'freeCourses.create': r('super'),
  'freeCourses.update': r('super'),
  'freeCourses.delete': r('super'),
  'admins.list': r('super'),
  'admins.get': r('super'),
  'admins.create': r('super'),
  'admins.update': r('super'),
  'admins.toggle': r('super'),
  'admins.delete': r('super'),
  'admins.updateProfile': r('admin'),
  'recruitment.list': r('public'),
  'recruitment.get': r('public'),
  'recruitment.adminList': r('super'),
  'recruitment.adminGet': r('super'),
  'recruitment.stats': r('super'),
  'recruitment.create': r('super'),
  'recruitment.update': r('super'),
  'recruitment.toggle': r('super'),
  'recruitment.delete': r('super'),
  'applications.submit': r('public'),
  'applications.list': r('super'),
  'applications.get': r('super'),
  'applications.update': r('super'),
  'applications.delete': r('super'),
  'applications.export': r('super'),
  'applications.cv': r('super'),
}

export const REST: Record<string, Rule> = {
  'GET /api/health': r('public'),
  'POST /api/auth/login': r('public'),
  'GET /api/auth/me': r('admin'),
  'GET /api/auth/verify': r('admin'),
  'GET /api/admin/dashboard/stats': r('admin'),
  'GET /api/admin/courses': r('admin'),
  'POST /api/admin/courses': r('admin'),
  'GET /api/admin/courses/{id}': r('admin', 'course'),
  'PUT /api/admin/courses/{id}': r('admin', 'course'),
  'DELETE /api/admin/courses/{id}': r('admin', 'course'),
  'POST /api/admin/courses/{id}/generate-link': r('admin', 'course'),
  'POST /api/admin/courses/{id}/upload-image': r('admin', 'course'),
  'GET /api/admin/courses/{id}/videos': r('admin', 'course'),
  'POST /api/admin/courses/{id}/videos': r('admin', 'course'),
  'GET /api/admin/videos': r('admin'),
  'PUT /api/admin/videos/{id}': r('admin', 'video'),
  'DELETE /api/admin/videos/{id}': r('admin', 'video'),
  'GET /api/admin/students': r('admin'),
  'POST /api/admin/students': r('admin'),
  'GET /api/admin/students/{id}': r('admin', 'student'),
  'PUT /api/admin/students/{id}': r('admin', 'student'),
  'DELETE /api/admin/students/{id}': r('admin', 'student'),
  'GET /api/admin/accesses': r('admin'),
  'POST /api/admin/accesses': r('admin'),
  'GET /api/admin/accesses/{id}': r('admin', 'access'),
  'PUT /api/admin/accesses/{id}': r('admin', 'access'),
  'DELETE /api/admin/accesses/{id}': r('admin', 'access'),
  'POST /api/student/login': r('public'),
  'POST /api/auth/google-login': r('public'),
  'GET /api/student/verify': r('student'),
  'GET /api/student/my-courses': r('student'),
  'GET /api/student/course/{id}': r('student', 'enrolled'),
  'GET /api/student/course/{id}/videos': r('student', 'enrolled'),
  'GET /api/site': r('public'),
  'GET /api/site/payment-qr.svg': r('public'),
  'GET /api/testimonials/active': r('public'),
  'GET /api/testimonials/featured': r('public'),
  'POST /api/testimonials/submit': r('public'),
  'GET /api/admin/testimonials': r('super'),
  'GET /api/admin/testimonials/stats': r('super'),
  'PUT /api/admin/testimonials/{id}': r('super'),
  'DELETE /api/admin/testimonials/{id}': r('super'),
  'PUT /api/admin/testimonials/{id}/toggle-status': r('super'),
  'GET /api/announcements': r('public'),
  'GET /api/admin/announcements/admin': r('super'),
  'PUT /api/admin/announcements/{id}/toggle': r('super'),
  'DELETE /api/admin/announcements/{id}': r('super'),
  'PUT /api/admin/announcements/{id}': r('super'),
  'POST /api/admin/announcements': r('super'),
  'GET /api/cours-gratuits': r('public'),
  'GET /api/admin/cours-gratuits': r('super'),
  'POST /api/admin/cours-gratuits': r('super'),
  'DELETE /api/admin/cours-gratuits/{id}': r('super'),
  'PUT /api/admin/cours-gratuits/{id}': r('super'),
  'GET /api/admin/management': r('super'),
  'POST /api/admin/management': r('super'),
  'PUT /api/admin/management/profile/me': r('admin'),
  'GET /api/admin/management/{id}': r('super'),
  'PUT /api/admin/management/{id}': r('super'),
  'DELETE /api/admin/management/{id}': r('super'),
  'PUT /api/admin/management/{id}/toggle-status': r('super'),
  'GET /api/recruitment': r('public'),
  'GET /api/recruitment/{id}': r('public'),
  'GET /api/admin/recruitment': r('super'),
  'POST /api/admin/recruitment': r('super'),
  'GET /api/admin/recruitment/stats': r('super'),
  'GET /api/admin/recruitment/{id}': r('super'),
  'PUT /api/admin/recruitment/{id}': r('super'),
  'DELETE /api/admin/recruitment/{id}': r('super'),
  'PUT /api/admin/recruitment/{id}/toggle': r('super'),
  'GET /api/admin/applications': r('super'),
  'GET /api/admin/applications/export': r('super'),
  'GET /api/admin/applications/{id}': r('super'),
  'PUT /api/admin/applications/{id}': r('super'),
  'DELETE /api/admin/applications/{id}': r('super'),
  'GET /api/admin/applications/{id}/cv': r('super'),
  'POST /api/applications': r('public'),
}

export const ROLES = [
  'visitor',
  'student',
  'studentOfAnotherCourse',
  'admin',
  'otherAdmin',
  'superAdmin',
  'expiredToken',
  'forgedToken',
  'deactivatedSuperAdmin',
  'revokedStudent',
] as const
export type Role = (typeof ROLES)[number]

/** 'ok' = authorization passed (any status but 401/403; input may still be refused or missing). */
export type Outcome = 'ok' | 401 | 403

/** A student call on the enrolled student's course: a student of another course is refused. */
export const isEnrolledRule = (rule: Rule) => rule.owned === 'enrolled' || rule.owned === 'enrolledVideo'

export function expected(rule: Rule, role: Role): Outcome {
  const { access } = rule
  if (access === 'public') return 'ok'
  if (role === 'studentOfAnotherCourse' && isEnrolledRule(rule)) return 403
  if (role === 'visitor' || role === 'expiredToken' || role === 'forgedToken') return 401
  const isStudent = role === 'student' || role === 'studentOfAnotherCourse' || role === 'revokedStudent'
  if (access === 'student') {
    if (role === 'revokedStudent') return 401
    return isStudent ? 'ok' : 403
  }
  if (isStudent) return 403
  if (role === 'deactivatedSuperAdmin') return 401
  if (access === 'super') return role === 'superAdmin' ? 'ok' : 403
  return 'ok'
}
