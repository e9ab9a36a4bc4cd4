import { ChevronDown } from 'lucide-react'
import { SectionHeading } from './SectionHeading.tsx'

const QUESTIONS = [
  {
    question: 'Comment se déroulent les cours en direct ?',
    answer:
      'Les séances ont lieu sur Google Meet avec un professeur, en petit groupe ou en individuel. Chaque séance est enregistrée : vous pouvez la revoir depuis votre espace étudiant.',
  },
  {
    question: 'La première séance est-elle payante ?',
    answer:
      'Non. La première séance d’évaluation est gratuite : elle sert à faire le point sur votre niveau et vos objectifs avant de choisir une formule.',
  },
  {
    question: 'Comment accéder à mes cours vidéo ?',
    answer:
      'Connectez-vous à l’espace étudiant avec les identifiants reçus lors de votre inscription : vos cours et leurs vidéos y sont regroupés par module.',
  },
  {
    question: 'Quels concours préparez-vous ?',
    answer:
      'Les concours d’accès aux écoles d’ingénieurs (ENSA, ENSAM, EMI, ENSIAS…), les passerelles après les classes prépas, les FST et les écoles de commerce.',
  },
] as const

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-white px-4 py-16 sm:px-6 md:py-20">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions fréquentes" />
        <div className="divide-y divide-line rounded-card border border-line">
          {QUESTIONS.map(({ question, answer }, index) => (
            <details key={question} className="group" open={index === 0}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-brand-950 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
