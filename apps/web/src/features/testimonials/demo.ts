import type { ShownTestimonial } from './types.ts'

/** SPEC §8: what the carousel shows when the testimonials cannot be loaded. */
export const DEMO_TESTIMONIALS: readonly ShownTestimonial[] = [
  {
    id: 'demo-1',
    nom: 'Amina El Idrissi',
    ecole: 'ENSA Kénitra',
    comment:
      'Les séances en direct m’ont permis de rattraper tout le module d’analyse en trois semaines. Les explications sont claires et les enregistrements m’ont beaucoup aidée pour réviser.',
    rating: 5,
    created_at: '2025-01-20T10:00:00.000Z',
  },
  {
    id: 'demo-2',
    nom: 'Yassine Benali',
    ecole: 'Classes préparatoires — concours ENSAM',
    comment:
      'Grâce à la préparation aux concours et aux sujets corrigés, j’ai gagné en méthode et en confiance. Le professeur répond même le soir sur WhatsApp.',
    rating: 5,
    created_at: '2025-02-03T10:00:00.000Z',
  },
]
