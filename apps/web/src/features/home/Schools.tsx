import { SCHOOLS } from './schools.ts'

export function Schools() {
  return (
    <section id="ecoles" aria-labelledby="ecoles-titre" className="border-b border-line bg-white px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="ecoles-titre" className="text-center text-sm font-semibold tracking-wide text-muted uppercase">
          Nos étudiants préparent et réussissent
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2 sm:gap-3">
          {SCHOOLS.map((school) => (
            <li key={school} className="rounded-full border border-brand-100 bg-brand-50 px-3.5 py-1.5 text-sm font-bold tracking-wide text-brand-900">
              {school}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
