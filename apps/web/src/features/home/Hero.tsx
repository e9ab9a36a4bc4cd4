import { Link } from '@tanstack/react-router'
import { ArrowRight, Gift } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'
import { Counters } from './Counters.tsx'

const STEPS = [
  ['Une séance d’évaluation gratuite', 'Nous faisons le point sur votre niveau et vos objectifs.'],
  ['Des cours en direct sur Google Meet', 'Avec un professeur, en petit groupe ou en individuel.'],
  ['Des révisions à votre rythme', 'Séances enregistrées et cours vidéo dans votre espace étudiant.'],
] as const

export function Hero() {
  return (
    <section id="accueil" aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-12 sm:px-6 md:pt-16 md:pb-16 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <Link
            to="/seance-evaluation"
            className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold text-brand-950 transition-colors hover:bg-accent-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
          >
            <Gift className="size-4" aria-hidden="true" />
            Première séance d’évaluation gratuite
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <h1 id="hero-title" className="max-w-4xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            Progressez en maths, physique et informatique avec des <span className="text-accent-300">professeurs qui connaissent vos écoles</span>
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-200">
            Cours de soutien en direct sur Google Meet, cours vidéo à revoir à votre rythme et préparation aux concours, pour les étudiants des
            universités et des écoles d’ingénieurs du Maroc.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className={buttonClasses('accent', 'lg')}>
              Découvrir nos cours
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link to="/student/login" className={buttonClasses('light', 'lg')}>
              Accéder à l’espace étudiant
            </Link>
          </div>
          <div className="mt-9 border-t border-white/15 pt-6">
            <Counters />
          </div>
        </div>
        <ol className="hidden space-y-6 rounded-card border border-white/15 bg-white/5 p-8 lg:block" aria-label="Comment ça marche">
          {STEPS.map(([title, text], index) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950">{index + 1}</span>
              <span>
                <strong className="block">{title}</strong>
                <span className="text-sm text-slate-200">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
