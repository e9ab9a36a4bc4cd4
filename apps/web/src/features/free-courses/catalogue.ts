import type { RouterOutputs } from '@tutorat/api'
import { FREE_COURSE_CATEGORIES, FREE_COURSE_CATEGORY_LABELS } from '@tutorat/contracts'

// Pure helpers shared by the public page and the admin page (no React, no data layer).

export type FreeCourse = RouterOutputs['freeCourses']['list'][number]
export type FreeCourseCategory = (typeof FREE_COURSE_CATEGORIES)[number]

export const categoryLabel = (category: FreeCourseCategory) => FREE_COURSE_CATEGORY_LABELS[category]

/** For searching: lower case, without accents ("Mécanique" is found by "meca"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('fr-FR').trim()
}

export interface CatalogueFilter {
  search?: string | undefined
  school?: string | undefined
  level?: string | undefined
}

export function matches(course: FreeCourse, { search, school, level }: CatalogueFilter): boolean {
  if (school && course.school !== school) return false
  if (level && course.level !== level) return false
  if (!search) return true
  const haystack = fold([course.title, course.description, course.school, course.level, categoryLabel(course.category)].filter(Boolean).join(' '))
  return fold(search)
    .split(/\s+/)
    .every((word) => haystack.includes(word))
}

/** The categories in the order of the page (cours, td, examen, concours), each with its resources; empty ones left out. */
export function groupByCategory(courses: readonly FreeCourse[]): { category: FreeCourseCategory; label: string; courses: FreeCourse[] }[] {
  return FREE_COURSE_CATEGORIES.map((category) => ({
    category,
    label: categoryLabel(category),
    courses: courses.filter((course) => course.category === category),
  })).filter((group) => group.courses.length > 0)
}

/** The distinct values of a field, sorted the French way, for a filter's options. */
export function distinct(courses: readonly FreeCourse[], field: 'school' | 'level'): string[] {
  const values = new Set<string>()
  for (const course of courses) {
    const value = course[field]
    if (value) values.add(value)
  }
  return [...values].sort((a, b) => a.localeCompare(b, 'fr-FR'))
}
