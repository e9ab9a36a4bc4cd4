import type { HTMLAttributes } from 'react'
import { cn } from '../lib/cn.ts'

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-card border border-line bg-white shadow-card', className)} {...props} />
}
