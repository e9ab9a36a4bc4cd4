import { Link } from '@tanstack/react-router'
import { ArrowRight, CircleCheck } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'

const HIGHLIGHTS = ['Séances en direct enregistrées', 'Première séance d’évaluation gratuite', 'Disponibles 7j/24']
const STEPS = [
  { title: 'Séance d’évaluation gratuite', text: 'Nous faisons le point sur votre niveau et vos objectifs.' },
  { title: 'Cours en direct sur Google Meet', text: 'Avec un professeur, en petit groupe ou en individuel.' },
  { title: 'Révisions à votre rythme', text: 'Enregistrements et cours vidéo dans votre espace étudiant.' },
]
const SCHOOLS = ['ENSA', 'ENSAM', 'EMI', 'FST', 'Classes prépas', 'EST', 'ENSIAS', 'EHTP']

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-12 sm:px-6 md:pt-20 md:pb-16 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200">
            Soutien universitaire · Concours
          </p>
          <h1 id="hero-title" className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            Progressez en maths, physique et informatique avec des <span className="text-accent-300">professeurs qui connaissent vos écoles</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">
            Cours de soutien en direct sur Google Meet, cours vidéo à revoir à votre rythme et préparation aux concours, pour les
            étudiants de l’ENSA, de l’ENSAM, de l’EMI, des FST et des classes préparatoires.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className={buttonClasses('accent', 'lg')}>
              Découvrir nos cours
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link to="/student/login" className={buttonClasses('light', 'lg')}>
              Accéder à l’espace étudiant
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-100 sm:flex-row sm:flex-wrap sm:gap-6">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CircleCheck className="size-4 text-accent-300" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HowItWorks />
      </div>
      <div className="border-t border-white/10 bg-brand-950/40">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 text-sm sm:px-6">
          <span className="font-semibold text-accent-200">Nos étudiants viennent de :</span>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-slate-200" aria-label="Écoles et filières">
            {SCHOOLS.map((school) => (
              <li key={school}>{school}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

function HowItWorks() {
  return (
    <div className="hidden rounded-card border border-white/15 bg-white/5 p-8 lg:block">
      <h2 className="text-lg font-bold text-white">Comment ça marche ?</h2>
      <ol className="mt-6 space-y-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950">
              {index + 1}
            </span>
            <span>
              <strong className="block text-white">{step.title}</strong>
              <span className="text-sm text-slate-200">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
