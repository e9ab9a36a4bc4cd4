import { announcementFields, announcementSaleInput, faqItemSchema, FORMATION_LIMITS, formationPageFields, instalmentsProblem, LIMITS, SALE_KEYS, SALE_REQUIRED, teacherSchema } from '@tutorat/contracts'
import { z } from 'zod'
import { type AdminAnnouncement, type AnnouncementDraft, pageLists } from './api.ts'

type Issues = z.RefinementCtx

/** Each of the server's own refusals, under the field the admin sees. */
function addIssues(ctx: Issues, prefix: (string | number)[], issues: readonly z.core.$ZodIssue[] | undefined) {
  for (const { path, message } of issues ?? []) ctx.addIssue({ code: 'custom', path: [...prefix, ...path.filter((key) => typeof key !== 'symbol')], message })
}

function checkSale(values: AnnouncementDraft, ctx: Issues) {
  if (!values.online) return
  // the server's own rules, plus: checked means all four are required
  const issues = announcementSaleInput.safeParse(values).error?.issues ?? []
  addIssues(ctx, [], issues)
  if (issues.length === 0) for (const key of SALE_KEYS) if (values[key].trim() === '') ctx.addIssue({ code: 'custom', path: [key], message: SALE_REQUIRED[key] })
  const { instalments } = pageLists(values)
  const parts = formationPageFields.instalments.safeParse(instalments)
  if (!parts.success) return addIssues(ctx, ['instalments'], parts.error.issues.map((issue) => ({ ...issue, path: [] })))
  const problem = instalmentsProblem(instalments, Number(values.amount_mad))
  if (problem) ctx.addIssue({ code: 'custom', path: ['instalments'], message: problem })
}

function checkPage(values: AnnouncementDraft, ctx: Issues) {
  const { teachers, faq } = pageLists(values)
  teachers.forEach((teacher, index) => addIssues(ctx, ['teachers', index], teacherSchema.safeParse(teacher).error?.issues))
  faq.forEach((item, index) => addIssues(ctx, ['faq', index], faqItemSchema.safeParse(item).error?.issues))
  addIssues(ctx, ['capacity'], formationPageFields.capacity.safeParse(values.capacity).error?.issues)
  addIssues(ctx, ['starts_on'], formationPageFields.starts_on.safeParse(values.starts_on).error?.issues)
}

export const formSchema = z
  .object({
    title: announcementFields.shape.title,
    description: z.string().trim().max(5000, '5000 caractères au maximum'),
    price: z.string().trim().max(60, '60 caractères au maximum'),
    is_active: z.boolean(),
    online: z.boolean(),
    course_id: z.string(),
    amount_mad: z.string(),
    access_type: z.string(),
    duration_days: z.string(),
    instalments: z.array(z.object({ amount: z.string() })),
    programme: formationPageFields.programme.unwrap(),
    starts_on: z.string(),
    schedule: formationPageFields.schedule.unwrap(),
    capacity: z.string(),
    teachers: z.array(z.object({ name: z.string(), bio: z.string(), photo_url: z.string() })).max(FORMATION_LIMITS.teachers),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })).max(FORMATION_LIMITS.faq),
    preview_course_id: z.string(),
    preview_video_id: z.string(),
  })
  .superRefine((values, ctx) => {
    checkSale(values, ctx)
    checkPage(values, ctx)
  })

export const defaults = (announcement: AdminAnnouncement | undefined): AnnouncementDraft => ({
  title: announcement?.title ?? '',
  description: announcement?.description ?? '',
  price: announcement?.price ?? '',
  is_active: announcement?.is_active ?? true,
  online: announcement?.amount_mad != null,
  course_id: announcement?.course_id?.toString() ?? '',
  amount_mad: announcement?.amount_mad?.toString() ?? '',
  access_type: announcement?.access_type ?? 'standard',
  duration_days: (announcement?.duration_days ?? LIMITS.defaultAccessDurationDays).toString(),
  instalments: (announcement?.instalments ?? []).map((amount) => ({ amount: String(amount) })),
  programme: announcement?.programme ?? '',
  starts_on: announcement?.starts_on ?? '',
  schedule: announcement?.schedule ?? '',
  capacity: announcement?.capacity?.toString() ?? '',
  teachers: (announcement?.teachers ?? []).map((teacher) => ({ ...teacher, photo_url: teacher.photo_url ?? '' })),
  faq: announcement?.faq ?? [],
  preview_course_id: announcement?.preview_course_id?.toString() ?? '',
  preview_video_id: announcement?.preview_video_id?.toString() ?? '',
})
