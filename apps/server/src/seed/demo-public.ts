import type { createCaller, RouterInputs } from '@tutorat/api'
import { DEMO_COURSES } from './demo-content.ts'

type Caller = ReturnType<typeof createCaller>
type AnnouncementInput = RouterInputs['announcements']['create']

/** What the S1 formation sells (DESIGN §11): a month of the analysis course, so /courses shows « S'inscrire ». */
const SOLD = { title: 'Soutien S1 : Analyse et Algèbre (ENSA, FST, EST)', course: DEMO_COURSES[0]?.course.title, amount_mad: 450, access_type: 'standard', duration_days: 30 } as const

const ANNOUNCEMENTS: AnnouncementInput[] = [
  {
    title: 'Préparation intensive CNC 2027',
    description:
      'Douze semaines de cours en direct sur Google Meet (mathématiques et physique), des concours blancs corrigés chaque week-end et un suivi individuel pour les élèves de CPGE MP, PSI et TSI.',
    price: '1 500 DH',
    is_active: true,
  },
  {
    title: SOLD.title,
    description: 'Séances hebdomadaires en petits groupes pour réussir les contrôles du premier semestre, avec fiches de synthèse et exercices types.',
    price: '450 DH / mois',
    is_active: true,
  },
]

const TESTIMONIALS: RouterInputs['testimonials']['submit'][] = [
  { nom: 'Salma B.', ecole: 'ENSA Marrakech', comment: 'Les séances en direct m’ont permis de rattraper tout le chapitre des séries en deux semaines. Les corrections sont très claires.', rating: 5 },
  { nom: 'Youssef E.', ecole: 'CPGE Moulay Youssef', comment: 'Les concours blancs du week-end ressemblent vraiment aux épreuves du CNC. J’ai gagné en rapidité.', rating: 5 },
  { nom: 'Imane K.', ecole: 'FST Settat', comment: 'Les vidéos restent disponibles après le cours, c’est idéal pour réviser avant les examens.', rating: 4 },
]

const FREE_COURSES: RouterInputs['freeCourses']['create'][] = [
  { title: 'Annales corrigées du CNC — Mathématiques', category: 'concours', school: 'CPGE', level: 'Bac+2', external_url: 'https://www.cnc.ac.ma/', is_active: true },
  { title: 'Fiche de révision : suites numériques', category: 'cours', school: 'FST', level: 'Bac+1', external_url: 'https://fr.wikipedia.org/wiki/Suite_(math%C3%A9matiques)', is_active: true },
]

/** A resource with its own PDF (drawn by demo-pdf.ts): one to open, and to keep « Disponible hors ligne ». */
const SHEET: RouterInputs['freeCourses']['create'] = {
  title: 'Formulaire de trigonométrie',
  description: 'Les formules à connaître par cœur : relations fondamentales, addition, angle double, linéarisation et dérivées, sur une page.',
  category: 'cours',
  school: 'ENSA',
  level: 'Bac+1',
  is_active: true,
}

/** The sale terms of a demo announcement, once the demo courses exist (seedDemo adds them first). */
async function saleOf(caller: Caller, announcement: AnnouncementInput): Promise<Partial<AnnouncementInput>> {
  if (announcement.title !== SOLD.title || !SOLD.course) return {}
  const [course] = await caller.courses.list({ search: SOLD.course, limit: 1 })
  if (!course) return {}
  return { course_id: course.id, amount_mad: SOLD.amount_mad, access_type: SOLD.access_type, duration_days: SOLD.duration_days }
}

/** Announcements (one sold online), moderated testimonials and free resources, so the public pages are not empty. */
export async function seedDemoPublic(caller: Caller) {
  for (const announcement of ANNOUNCEMENTS) await caller.announcements.create({ ...announcement, ...(await saleOf(caller, announcement)) })
  for (const testimonial of TESTIMONIALS) {
    const { testimonial_id } = await caller.testimonials.submit(testimonial)
    if (testimonial_id) await caller.testimonials.update({ id: testimonial_id, is_active: true, is_featured: true })
  }
  for (const resource of FREE_COURSES) await caller.freeCourses.create(resource)
  await caller.freeCourses.create({ ...SHEET, file: await (await import('./demo-pdf.ts')).trigonometrySheetPdf() })
  return `${ANNOUNCEMENTS.length} annonces (dont 1 en vente en ligne), ${TESTIMONIALS.length} témoignages, ${FREE_COURSES.length + 1} ressources gratuites`
}
