import type { createCaller, RouterInputs } from '@tutorat/api'
import { moroccoDayIn } from '@tutorat/contracts'

type OfferInput = RouterInputs['recruitment']['create']

/** French demo job offers for Moroccan students (SEED_DEMO); deadlines stay ahead of the first start. */
export const demoJobOffers = (): OfferInput[] => [
  {
    title: 'Stage PFE – Développeur Full Stack (React / Node.js)',
    company: 'Atlas Digital Solutions',
    location: 'Casablanca',
    contract_type: 'Stage',
    description:
      'Dans le cadre de votre projet de fin d’études, vous rejoignez l’équipe produit pour concevoir une plateforme de suivi des livraisons : interfaces React, API Node.js, base PostgreSQL, tests automatisés. Encadrement par un ingénieur senior et soutenance préparée avec vous.',
    requirements: 'Étudiant(e) en dernière année d’école d’ingénieurs (ENSA, ENSIAS, EMI, INPT…). Bases solides en JavaScript et SQL ; Git. Français courant.',
    salary: 'Gratification de 3 000 DH / mois',
    deadline: moroccoDayIn(45),
  },
  {
    title: 'Alternance – Assistant(e) contrôle de gestion',
    company: 'Groupe Souss Agro',
    location: 'Agadir',
    contract_type: 'Alternance',
    description:
      'Rythme 3 semaines en entreprise / 1 semaine à l’école pendant 12 mois. Vous participez aux clôtures mensuelles, au suivi budgétaire des exploitations et à la mise à jour des tableaux de bord.',
    requirements: 'Bac+3 en finance, gestion ou comptabilité (ENCG, FSJES, BTS). Excel avancé ; rigueur et sens de l’analyse.',
    salary: '4 500 DH / mois',
    deadline: moroccoDayIn(30),
  },
  {
    title: 'Ingénieur(e) junior Data / BI',
    company: 'Maghreb Telecom Services',
    location: 'Rabat',
    contract_type: 'CDI',
    description:
      'Vous construisez les flux de données (ETL) et les rapports Power BI des équipes commerciales, en lien avec les métiers. Parcours d’intégration de deux mois et formation continue aux outils cloud.',
    requirements: 'Diplôme d’ingénieur ou master en informatique / statistiques (0 à 2 ans d’expérience). SQL, Python ; Power BI apprécié.',
    salary: '10 000 à 12 000 DH brut / mois',
    deadline: moroccoDayIn(60),
  },
  {
    title: 'Professeur(e) particulier(ère) de mathématiques – prépas et concours',
    company: 'Tutorat Maroc',
    location: 'Marrakech (ou à distance)',
    contract_type: 'Freelance',
    description:
      'Séances en visioconférence avec des étudiants de classes préparatoires et de première année (analyse, algèbre linéaire, probabilités). Horaires flexibles, le soir et le week-end.',
    requirements: 'Élève ingénieur(e) ou diplômé(e) ayant préparé les concours (CNC). Pédagogie et ponctualité.',
    salary: '150 DH / heure',
    deadline: null,
  },
]

/** Adds the demo offers through the recruitment procedures, as the seeding super admin. */
export async function seedDemoRecruitment(caller: ReturnType<typeof createCaller>): Promise<number> {
  const offers = demoJobOffers()
  for (const offer of offers) await caller.recruitment.create(offer)
  return offers.length
}
