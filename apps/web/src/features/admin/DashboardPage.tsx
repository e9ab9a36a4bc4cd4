import { BookOpen, KeyRound, Users } from 'lucide-react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Card } from '../../ui/Card.tsx'
import { useCurrentAdmin } from './use-admin-session.ts'

const AREAS = [
  { Icon: BookOpen, title: 'Cours et vidéos', text: 'Créez vos cours, organisez les vidéos par module et choisissez celles offertes en essai.' },
  { Icon: Users, title: 'Étudiants', text: 'Invitez vos étudiants et tenez leurs coordonnées à jour.' },
  { Icon: KeyRound, title: 'Accès', text: 'Accordez, prolongez ou suspendez l’accès de chaque étudiant à vos cours.' },
] as const

export function DashboardPage() {
  useDocumentTitle('Tableau de bord')
  const { admin } = useCurrentAdmin()
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">Tableau de bord</h1>
        <p className="text-muted">
          Bienvenue, <span className="font-semibold text-ink">{admin.name}</span>.
        </p>
      </header>
      <section aria-labelledby="areas-title" className="space-y-4">
        <h2 id="areas-title" className="text-lg font-bold text-brand-950">
          Votre espace de gestion
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {AREAS.map(({ Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <Icon className="mb-3 size-6 text-brand-700" aria-hidden="true" />
                <h3 className="font-bold text-brand-950">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
