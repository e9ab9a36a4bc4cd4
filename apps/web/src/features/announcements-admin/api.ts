import type { RouterOutputs } from '@tutorat/api'
import { adminAnnouncementSchema, SALE_KEYS } from '@tutorat/contracts'
import { sendForm } from '../../lib/upload.ts'

export type AdminAnnouncement = RouterOutputs['announcements']['adminList'][number]

export interface AnnouncementDraft {
  title: string
  description: string
  price: string
  is_active: boolean
  /** « Cette formation se paie en ligne »: the four fields below are sent only when checked */
  online: boolean
  course_id: string
  amount_mad: string
  access_type: string
  duration_days: string
}

export interface SaveAnnouncement {
  /** Absent: a new announcement. */
  id?: number | undefined
  values: AnnouncementDraft
  /** A newly chosen picture. */
  image: File | null
  /** Drop the current picture (edit only, when no new one is chosen). */
  removeImage: boolean
}

/**
 * SPEC §7: POST /api/admin/announcements and PUT /api/admin/announcements/{id} take form-data
 * (title, description, price, is_active, the « vente en ligne » group, remove_image, and the file field `image`).
 */
export async function saveAnnouncement({ id, values, image, removeImage }: SaveAnnouncement): Promise<AdminAnnouncement> {
  const body = new FormData()
  body.append('title', values.title)
  body.append('description', values.description)
  body.append('price', values.price)
  body.append('is_active', String(values.is_active))
  // all four empty = not sold online (on edit: unlinked)
  for (const key of SALE_KEYS) body.append(key, values.online ? values[key] : '')
  if (image) body.append('image', image)
  else if (id !== undefined && removeImage) body.append('remove_image', 'true')
  const saved = await sendForm(id === undefined ? 'POST' : 'PUT', id === undefined ? '/api/admin/announcements' : `/api/admin/announcements/${id}`, body)
  return adminAnnouncementSchema.parse(saved)
}
