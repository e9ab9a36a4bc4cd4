import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import { SERVICE_HOURS } from '../../lib/brand.ts'
import { frenchTypography } from '../../lib/typography.ts'

// SPEC §9: seven questions; one open at a time, the first open on arrival.
const WRITTEN = [
  {
    question: 'Comment se déroulent les cours en direct ?',
    answer:
      'Les séances ont lieu sur Google Meet avec un professeur, en petit groupe ou en individuel. Vous recevez le lien avant chaque séance ; un ordinateur ou un téléphone et une connexion internet suffisent.',
  },
  {
    question: 'La première séance est-elle vraiment gratuite ?',
    answer:
      'Oui. La première séance d’évaluation est gratuite et sans engagement : elle sert à faire le point sur votre niveau et vos objectifs avant de choisir une formule.',
  },
  {
    question: 'Quelles écoles et quelles filières accompagnez-vous ?',
    answer:
      'Les étudiants des écoles d’ingénieurs (ENSA, ENSAM, EMI, ENSIAS, EHTP…), des facultés (FST, FS), des EST et ENS, ainsi que les BTS et DTS. Nous préparons aussi aux concours d’accès.',
  },
  {
    question: 'Que se passe-t-il si je rate une séance ?',
    answer: 'Chaque séance en direct est enregistrée : vous la retrouvez dans votre espace étudiant et pouvez la revoir autant de fois que nécessaire.',
  },
  {
    question: 'Comment accéder à mes cours vidéo ?',
    answer:
      'Connectez-vous à l’espace étudiant avec les identifiants reçus lors de votre inscription : vos cours et leurs vidéos y sont regroupés par module, avec les supports PDF.',
  },
  {
    question: 'Comment s’inscrire et payer ?',
    answer:
      'Choisissez une formation dans « Nos Cours » et appuyez sur « S’inscrire » : depuis votre espace étudiant, vous recevez une référence et nos coordonnées bancaires. Faites le virement avec cette référence dans le motif, puis envoyez la preuve dans « Mes paiements » : votre accès est ouvert dès sa validation.',
  },
  {
    question: 'Quand pouvez-vous répondre à mes questions ?',
    answer: `Notre équipe répond ${SERVICE_HOURS} sur WhatsApp. Entre les séances, vous pouvez aussi poser vos questions dans le groupe d’entraide de votre filière.`,
  },
] as const

/** As shown: with French spacing before « ? ; : » (a question mark never alone on a phone's line). */
export const QUESTIONS = WRITTEN.map(({ question, answer }) => ({ question: frenchTypography(question), answer: frenchTypography(answer) }))

export function Faq() {
  return (
    <Accordion.Root type="single" collapsible defaultValue="q0" className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-white">
      {QUESTIONS.map(({ question, answer }, index) => (
        <Accordion.Item key={question} value={`q${index}`}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-950 hover:bg-brand-50">
              {question}
              <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-muted">{answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
