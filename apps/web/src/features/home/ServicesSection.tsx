import { BookOpen, GraduationCap, Trophy, User, Users, Video } from 'lucide-react'
import { Card } from '../../ui/Card.tsx'
import { SectionHeading } from './SectionHeading.tsx'

const SERVICES = [
  {
    Icon: Video,
    title: 'Cours de soutien en direct',
    text: 'Des séances en petits groupes sur Google Meet, enregistrées pour que vous puissiez les revoir avant vos examens.',
  },
  {
    Icon: BookOpen,
    title: 'Cours vidéo',
    text: 'Des modules complets organisés par chapitre, accessibles depuis votre espace étudiant, à suivre à votre rythme.',
  },
  {
    Icon: Trophy,
    title: 'Préparation aux concours',
    text: 'Méthodes, sujets corrigés et entraînements ciblés pour les concours d’accès aux écoles d’ingénieurs.',
  },
  {
    Icon: User,
    title: 'Séances individuelles',
    text: 'Un accompagnement en solo pour reprendre un chapitre difficile ou préparer un rattrapage.',
  },
  {
    Icon: Users,
    title: 'Communauté d’entraide',
    text: 'Échangez avec d’autres étudiants de votre filière, posez vos questions et partagez vos ressources.',
  },
  {
    Icon: GraduationCap,
    title: 'Cours et concours gratuits',
    text: 'Des cours, des TD et des anciens sujets de concours en libre accès pour commencer dès aujourd’hui.',
  },
] as const

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="px-4 py-16 sm:px-6 md:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="services-title"
          eyebrow="Nos services"
          title="Tout pour réussir votre année"
          intro="Du cours en direct à la révision en autonomie, choisissez la formule qui vous convient."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-800">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-bold text-brand-950">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
