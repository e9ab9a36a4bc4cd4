import type { RouterOutputs } from '@tutorat/api'
import { announcementSchema } from '@tutorat/contracts'
import { sendForm } from '../../lib/upload.ts'

export type AdminAnnouncement = RouterOutputs['announcements']['adminList'][number]

export interface AnnouncementDraft {
  title: string
  description: string
  price: string
  is_active: boolean
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
 * (title, description, price, is_active, remove_image, and the file field `image`).
 */
export async function saveAnnouncement({ id, values, image, removeImage }: SaveAnnouncement): Promise<AdminAnnouncement> {
  const body = new FormData()
  body.append('title', values.title)
  body.append('description', values.description)
  body.append('price', values.price)
  body.append('is_active', String(values.is_active))
  if (image) body.append('image', image)
  else if (id !== undefined && removeImage) body.append('remove_image', 'true')
  const saved = await sendForm(id === undefined ? 'POST' : 'PUT', id === undefined ? '/api/admin/announcements' : `/api/admin/announcements/${id}`, body)
  return announcementSchema.parse(saved)
}
