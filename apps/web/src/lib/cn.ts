/** Joins class names, skipping falsy ones (enough for our variants; no clsx needed). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ')
}
