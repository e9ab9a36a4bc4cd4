import { Sparkles, ShieldCheck, User, Users, Video, Zap } from 'lucide-react'
import { SERVICE_HOURS } from '../../lib/brand.ts'

const REASONS = [
  {
    Icon: Sparkles,
    title: 'Simplicité',
    text: 'Un seul espace pour vos cours, vos vidéos et vos ressources. Inscription en quelques minutes, sans démarches compliquées.',
  },
  {
    Icon: Zap,
    title: 'Rapidité',
    text: `Une réponse sur WhatsApp en quelques minutes, ${SERVICE_HOURS}, et une première séance planifiée dans la semaine.`,
  },
  {
    Icon: ShieldCheck,
    title: 'Fiabilité',
    text: 'Des professeurs expérimentés, issus des grandes écoles, et des supports relus chapitre par chapitre.',
  },
  {
    Icon: Video,
    title: 'Cours en direct sur Google Meet',
    text: 'Des séances interactives en petit groupe, enregistrées pour que vous puissiez les revoir avant vos examens.',
  },
  {
    Icon: User,
    title: 'Travail en solo',
    text: 'Des séances individuelles pour reprendre un chapitre difficile ou préparer un rattrapage, à votre rythme.',
  },
  {
    Icon: Users,
    title: 'Communauté',
    text: 'Un groupe d’entraide avec des étudiants de votre filière pour échanger, réviser ensemble et rester motivé.',
  },
] as const

export function Reasons() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {REASONS.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-card border border-line bg-surface p-6">
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-control bg-brand-900 text-accent-300">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-bold text-brand-950">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
        </li>
      ))}
    </ul>
  )
}
