export const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
