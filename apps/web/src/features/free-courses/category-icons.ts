import { BookOpen, ClipboardList, FileCheck2, type LucideIcon, Trophy } from 'lucide-react'
import type { FreeCourseCategory } from './catalogue.ts'

/** Each category's icon and tint, on the public cards and in the back office's list. */
export const CATEGORY_ICONS: Record<FreeCourseCategory, { Icon: LucideIcon; tone: string }> = {
  cours: { Icon: BookOpen, tone: 'bg-brand-50 text-brand-800' },
  td: { Icon: ClipboardList, tone: 'bg-violet-50 text-violet-700' },
  examen: { Icon: FileCheck2, tone: 'bg-emerald-50 text-emerald-700' },
  concours: { Icon: Trophy, tone: 'bg-accent-100 text-accent-800' },
}
