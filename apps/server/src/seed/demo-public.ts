import type { createCaller, RouterInputs } from '@tutorat/api'
import { DEMO_COURSES } from './demo-content.ts'

type Caller = ReturnType<typeof createCaller>
type AnnouncementInput = RouterInputs['announcements']['create']

/** What the S1 formation sells (DESIGN §11): a month of the analysis course, so /courses shows « S'inscrire ». */
const SOLD = { title: 'Soutien S1 : Analyse et Algèbre (ENSA, FST, EST)', course: DEMO_COURSES[0]?.course.title, amount_mad: 450, access_type: 'standard', duration_days: 30 } as const

/** A Monday at least `days` from now (YYYY-MM-DD): the demo formations always start soon. */
function mondayIn(days: number, now = new Date()) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
}

const ANNOUNCEMENTS: AnnouncementInput[] = [
  {
    title: 'Préparation intensive CNC 2027',
    description:
      'Douze semaines de cours en direct sur Google Meet (mathématiques et physique), des concours blancs corrigés chaque week-end et un suivi individuel pour les élèves de CPGE MP, PSI et TSI.',
    price: '1 500 DH',
    is_active: true,
    programme: [
      '## Mathématiques',
      '- Algèbre linéaire : réduction des endomorphismes, espaces euclidiens',
      '- Analyse : séries entières, intégrales à paramètre, équations différentielles',
      '',
      '## Physique',
      '- Électromagnétisme et ondes',
      '- Thermodynamique et mécanique des fluides',
      '',
      '## Chaque week-end',
      'Un **concours blanc** de quatre heures, corrigé en direct le dimanche soir.',
    ].join('\n'),
    starts_on: mondayIn(21),
    schedule: 'Lundi, mercredi et vendredi de 19 h à 21 h ; concours blanc le samedi de 9 h à 13 h',
    capacity: 30,
    teachers: [
      { name: 'Pr. Hicham Alaoui', bio: 'Agrégé de mathématiques, quinze ans en classes préparatoires à Rabat.', photo_url: null },
      { name: 'Dr. Nadia Benjelloun', bio: 'Docteure en physique, correctrice du CNC, spécialiste de l’électromagnétisme.', photo_url: null },
    ],
    faq: [
      { question: 'Les séances sont-elles enregistrées ?', answer: 'Oui : chaque séance reste disponible en vidéo jusqu’à la fin de la formation.' },
      { question: 'Faut-il un niveau particulier ?', answer: 'La formation s’adresse aux élèves de deuxième année MP, PSI et TSI.' },
      { question: 'Comment se passe le paiement ?', answer: 'Par virement bancaire ou sur WhatsApp : l’équipe vous répond dans la journée.' },
    ],
  },
  {
    title: SOLD.title,
    description: 'Séances hebdomadaires en petits groupes pour réussir les contrôles du premier semestre, avec fiches de synthèse et exercices types.',
    price: '450 DH / mois',
    is_active: true,
    programme: [
      '## Analyse',
      '- Suites numériques et limites',
      '- Fonctions d’une variable réelle : continuité, dérivabilité',
      '',
      '## Algèbre',
      '- Structures algébriques, polynômes',
      '- Espaces vectoriels et applications linéaires',
      '',
      'Une **fiche de synthèse** et une série d’exercices corrigés à chaque chapitre.',
    ].join('\n'),
    starts_on: mondayIn(14),
    schedule: 'Mardi et jeudi de 18 h 30 à 20 h (petits groupes de 15)',
    capacity: 15,
    teachers: [
      { name: 'Pr. Youssef Tazi', bio: 'Enseignant d’analyse en ENSA depuis dix ans.', photo_url: null },
      { name: 'Mme Salma Idrissi', bio: 'Ingénieure EMI, elle anime les séances d’exercices et le suivi sur WhatsApp.', photo_url: null },
    ],
    faq: [
      { question: 'Puis-je payer en plusieurs fois ?', answer: 'Oui : trois échéances de 150 DH, une tous les 30 jours.' },
      { question: 'Que se passe-t-il si je rate une séance ?', answer: 'La vidéo de la séance est disponible dans votre espace étudiant.' },
    ],
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
  // DESIGN §18: three parts of 150 DH, one every 30 days, adding up to the amount
  return { course_id: course.id, amount_mad: SOLD.amount_mad, access_type: SOLD.access_type, duration_days: SOLD.duration_days, instalments: [150, 150, 150] }
}

/**
 * Announcements (one sold online, with the hosted demo video as its free preview), moderated
 * testimonials (each about a formation) and free resources, so the public pages are not empty.
 */
export async function seedDemoPublic(caller: Caller, previewVideoId?: number) {
  const ids: number[] = []
  for (const announcement of ANNOUNCEMENTS) {
    const sold = announcement.title === SOLD.title
    const preview = sold && previewVideoId !== undefined ? { preview_video_id: previewVideoId } : {}
    ids.push((await caller.announcements.create({ ...announcement, ...(await saleOf(caller, announcement)), ...preview })).id)
  }
  for (const [index, testimonial] of TESTIMONIALS.entries()) {
    const { testimonial_id } = await caller.testimonials.submit({ ...testimonial, announcement_id: ids[index % ids.length] ?? null })
    if (testimonial_id) await caller.testimonials.update({ id: testimonial_id, is_active: true, is_featured: true })
  }
  for (const resource of FREE_COURSES) await caller.freeCourses.create(resource)
  await caller.freeCourses.create({ ...SHEET, file: await (await import('./demo-pdf.ts')).trigonometrySheetPdf() })
  return `${ANNOUNCEMENTS.length} annonces (dont 1 en vente en ligne), ${TESTIMONIALS.length} témoignages, ${FREE_COURSES.length + 1} ressources gratuites`
}
