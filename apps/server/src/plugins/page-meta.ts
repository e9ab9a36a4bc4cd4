import { createCaller, createContextInner, type Services } from '@tutorat/api'
import { dirhams, startDateText } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'

// DESIGN §14, link previews: WhatsApp and Facebook read the HTML the server sends, not what the
// SPA draws later. Each public page gets its own title, description and image; the others keep
// the home page's. What is written is only what the page itself shows to any visitor.

export interface PageMeta {
  title: string
  description: string
  /** a path on this site (made absolute with PUBLIC_URL) */
  image?: { path: string; width: number | null; height: number | null; alt: string } | undefined
}

const SITE = 'Tutorat Maroc'
const LIST_PAGES: Record<string, PageMeta> = {
  '/courses': {
    title: `Formations et cours vidéo — ${SITE}`,
    description: 'Cours de soutien en direct sur Google Meet et cours vidéo pour les étudiants des écoles d’ingénieurs, facultés et classes prépas.',
  },
  '/cours-gratuits': {
    title: `Cours et concours gratuits — ${SITE}`,
    description: 'Cours, exercices corrigés, épreuves de concours et concours blancs gratuits pour préparer ENSA, ENSAM, médecine et les écoles d’ingénieurs.',
  },
  '/recruitment': {
    title: `Offres d’emploi et de stage — ${SITE}`,
    description: 'Les offres d’emploi et de stage pour les étudiants et jeunes diplômés : postulez en ligne avec votre CV.',
  },
}

/** One line, at most `max` characters, cut on a word: what a preview card has room for. */
export function summary(text: string, max = 200): string {
  const line = text
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}

const wholeId = (raw: string | undefined | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) < 2 ** 31 ? Number(raw) : undefined)

/** A missing or hidden item previews as the home page: the error says nothing more. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) return null
    throw error
  }
}

/** Reads what a page's preview shows, through the same public procedures as the page. */
export function pageMetaResolver(services: Services) {
  const caller = () => createCaller(createContextInner(services, { ip: '127.0.0.1' }))

  async function formation(id: number): Promise<PageMeta | null> {
    const item = await orNull(() => caller().announcements.get({ id }))
    if (!item) return null
    const image = item.image_url ? { path: item.image_url, width: item.image_width, height: item.image_height, alt: item.title } : undefined
    const price = item.amount_mad ? dirhams(item.amount_mad) : item.price
    // DESIGN §18: the card a shared link shows says what it costs and when it starts
    const facts = [price, item.starts_on ? `début le ${startDateText(item.starts_on)}` : null].filter(Boolean).join(' · ')
    const title = `${item.title}${price ? ` · ${price}` : ''} — ${SITE}`
    const text = summary(item.description || item.programme || item.title, facts ? 200 - facts.length - 3 : 200)
    return { title, description: facts ? `${facts} — ${text}` : text, image }
  }

  async function offer(id: number): Promise<PageMeta | null> {
    const item = await orNull(() => caller().recruitment.get({ id }))
    if (!item) return null
    return { title: `${item.title} — ${item.company} (${item.location}) — ${SITE}`, description: summary(item.description) }
  }

  async function exam(id: number): Promise<PageMeta | null> {
    const item = (await caller().exams.publicList()).find((candidate) => candidate.id === id)
    if (!item) return null
    const facts = `${item.time_limit_minutes} minutes, ${item.question_count} questions, note sur 20. Gratuit, inscription requise.`
    return { title: `Concours blanc : ${item.title} — ${SITE}`, description: summary(item.description ? `${item.description} ${facts}` : facts) }
  }

  return async function pageMeta(url: string): Promise<PageMeta | null> {
    const { pathname, searchParams } = new URL(url, 'http://page')
    const path = pathname.replace(/\/+$/, '') || '/'
    const listed = LIST_PAGES[path]
    if (listed) return listed
    const match = /^\/(formations|recruitment\/offer)\/([^/]+)$/.exec(path)
    const id = wholeId(match?.[2])
    if (match && id) return match[1] === 'formations' ? formation(id) : offer(id)
    const examId = path === '/student/exams' ? wholeId(searchParams.get('exam')) : undefined
    return examId ? exam(examId) : null
  }
}
export type PageMetaResolver = ReturnType<typeof pageMetaResolver>
