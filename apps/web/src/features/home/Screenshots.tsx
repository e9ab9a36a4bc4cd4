import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'

export const SCREENSHOTS = [
  { src: '/ecrans/tableau-de-bord.svg', title: 'Votre tableau de bord', text: 'Vos cours, votre progression et la reprise là où vous vous êtes arrêté.' },
  { src: '/ecrans/lecteur-cours.svg', title: 'Le lecteur de cours', text: 'Les vidéos rangées par module, avec le support PDF à côté.' },
  { src: '/ecrans/seance-direct.svg', title: 'Les séances en direct', text: 'Google Meet en petit groupe, enregistré pour être revu.' },
  { src: '/ecrans/cours-gratuits.svg', title: 'Les ressources gratuites', text: 'Cours, TD et anciens sujets de concours en libre accès.' },
] as const

export function Screenshots() {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {SCREENSHOTS.map((shot) => (
          <li key={shot.src}>
            <figure className="overflow-hidden rounded-card border border-line bg-white shadow-card">
              <img src={shot.src} alt={`Capture d’écran : ${shot.title.toLowerCase()}`} width={1280} height={800} loading="lazy" decoding="async" className="h-auto w-full" />
              <figcaption className="border-t border-line p-4">
                <strong className="block text-brand-950">{shot.title}</strong>
                <span className="text-sm text-muted">{shot.text}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link to="/student/login" className={buttonClasses('primary', 'lg')}>
          Accéder à mon espace étudiant
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </>
  )
}
