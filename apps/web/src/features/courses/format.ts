const count = new Intl.NumberFormat('fr-FR')

/** "1 vidéo", "12 vidéos", "0 étudiant" (French: singular for 0 and 1). */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.format(n)} ${n > 1 ? pluralForm : singular}`
}
