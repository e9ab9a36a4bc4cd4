import { INSTALMENT_MESSAGES, type InstalmentPart, type InstalmentPartStatus, type InstalmentPause, type InstalmentPlan, type InstalmentPlanStatus, moroccoToday, type OverdueInstalments, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { dueOn } from './instalments-schedule.ts'

// DESIGN §18: the Échéancier (student's « Mes paiements », the admin's request view), the paused
// courses of the student's list, and the owner's overdue figure.

type PlanRow = Awaited<ReturnType<typeof selectPlans>>[number]
type PartRequest = { id: number; plan_id: number | null; part_number: number | null; status: string; reference: string; new_proof_allowed: boolean }

function selectPlans(db: Database, where: { studentId?: number; planIds?: number[] }) {
  let query = db.selectFrom('instalment_plans').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (where.studentId !== undefined) query = query.where('student_id', '=', where.studentId)
  if (where.planIds) query = query.where('id', 'in', where.planIds)
  return query.limit(100).execute()
}

const amountsOf = (stored: unknown): number[] => (Array.isArray(stored) ? stored.filter((amount): amount is number => typeof amount === 'number') : [])

/** The request that stands for a part: validated, else under review, else open, else the latest. */
const RANK: Record<string, number> = { validee: 0, preuve_envoyee: 1, en_attente: 2 }
const rank = (request: PartRequest) => RANK[request.status] ?? (request.status === 'refusee' && request.new_proof_allowed ? 3 : 4)
function currentRequest(requests: PartRequest[]) {
  return [...requests].sort((a, b) => rank(a) - rank(b) || b.id - a.id)[0]
}

function partStatus(plan: PlanRow, part: number, due: string | null, request: PartRequest | undefined, today: string): InstalmentPartStatus {
  if (part <= plan.paid_parts) return 'payee'
  if (request?.status === 'preuve_envoyee') return 'en_verification'
  if (plan.starts_on !== null && due !== null && due < today) return 'en_retard'
  return part === plan.paid_parts + 1 ? 'a_payer' : 'a_venir'
}

function toPlan(plan: PlanRow, requests: PartRequest[], today: string): InstalmentPlan {
  const amounts = amountsOf(plan.part_amounts)
  const open = plan.status !== 'annulee' && plan.status !== 'soldee'
  const parts = amounts.map((amount_mad, index): InstalmentPart => {
    const part_number = index + 1
    const request = currentRequest(requests.filter((r) => r.part_number === part_number))
    const due_on = plan.starts_on ? dueOn(plan.starts_on, part_number) : part_number === 1 ? moroccoToday(new Date(plan.created_at)) : null
    const status = partStatus(plan, part_number, due_on, request, today)
    return {
      part_number,
      amount_mad,
      due_on,
      status,
      payment_id: request?.id ?? null,
      reference: request?.reference ?? null,
      payable: open && part_number === plan.paid_parts + 1 && status !== 'en_verification',
    }
  })
  return {
    id: plan.id,
    announcement_id: plan.announcement_id,
    formation_title: plan.formation_title,
    course_id: plan.course_id,
    parts_count: plan.parts_count,
    status: plan.status as InstalmentPlanStatus,
    paused_part: plan.paused_part,
    starts_on: plan.starts_on,
    grace_days: plan.grace_days,
    total_mad: amounts.reduce((sum, amount) => sum + amount, 0),
    paid_mad: amounts.slice(0, plan.paid_parts).reduce((sum, amount) => sum + amount, 0),
    parts,
    created_at: plan.created_at,
  }
}

async function withParts(db: Database, plans: PlanRow[], now: Date) {
  if (plans.length === 0) return []
  const requests = await db
    .selectFrom('payment_requests')
    .select(['id', 'plan_id', 'part_number', 'status', 'reference', 'new_proof_allowed'])
    .where('plan_id', 'in', plans.map((plan) => plan.id))
    .execute()
  const today = moroccoToday(now)
  return plans.map((plan) => toPlan(plan, requests.filter((r) => r.plan_id === plan.id), today))
}

/** The student's plans, newest first (closed ones included: the Échéancier is also a record). */
export async function myInstalmentPlans(db: Database, studentId: number, now = new Date()): Promise<InstalmentPlan[]> {
  return withParts(db, await selectPlans(db, { studentId }), now)
}

/** The plan a request belongs to, for the back office's request view; null for a plain request. */
export async function planOfPayment(db: Database, paymentId: number, now = new Date()): Promise<InstalmentPlan | null> {
  const request = await db.selectFrom('payment_requests').select('plan_id').where('id', '=', paymentId).executeTakeFirst()
  if (!request?.plan_id) return null
  const [plan] = await withParts(db, await selectPlans(db, { planIds: [request.plan_id] }), now)
  return plan ?? null
}

/** The student's paused courses: which part to pay (the course list and the player say so). */
export async function pausedCourses(db: Database, studentId: number): Promise<Map<number, InstalmentPause>> {
  const rows = await db
    .selectFrom('instalment_plans')
    .select(['id', 'course_id', 'paused_part'])
    .where('student_id', '=', studentId)
    .where('status', '=', 'en_pause')
    .execute()
  const paused = new Map<number, InstalmentPause>()
  for (const row of rows) {
    if (row.course_id === null || row.paused_part === null) continue
    paused.set(row.course_id, { plan_id: row.id, part_number: row.paused_part, message: INSTALMENT_MESSAGES.paused(row.paused_part) })
  }
  return paused
}

/** For the dashboard: the unpaid parts of running plans whose due day is past (Casablanca), and their sum. */
export async function overdueInstalments(db: Database, now = new Date()): Promise<OverdueInstalments> {
  const today = moroccoToday(now)
  const { rows } = await sql<{ count: string | number; amount_mad: string | number }>`
    select count(*) as count, coalesce(sum((p.part_amounts ->> (k - 1))::int), 0) as amount_mad
    from instalment_plans p
    cross join lateral generate_series(p.paid_parts + 1, p.parts_count) as k
    where p.status in ('en_cours', 'en_pause') and p.starts_on + 30 * (k - 1) < ${today}::date`.execute(db)
  return { count: Number(rows[0]?.count ?? 0), amount_mad: Number(rows[0]?.amount_mad ?? 0) }
}

/** Why a closed access is closed, in the student's words: an unpaid part (paused), else expired. */
export async function closedAccessMessage(db: Database, studentId: number, courseId: number): Promise<string> {
  return (await pausedCourses(db, studentId)).get(courseId)?.message ?? STUDENT_SPACE_MESSAGES.expired
}
