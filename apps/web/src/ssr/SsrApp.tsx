import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { type DataLoader, DataLoaderContext } from '../lib/data.tsx'
import type { AppRouterInstance } from '../routes/router.tsx'
import { type EagerMount, EagerMountContext } from './hydration.ts'

interface SsrAppProps {
  data: DataLoader
  router: AppRouterInstance
  eager: EagerMount
}

/** The app as the server renders it and as the browser hydrates it: the same tree on both sides. */
export function SsrApp({ data, router, eager }: SsrAppProps) {
  return (
    <StrictMode>
      <EagerMountContext value={eager}>
        <DataLoaderContext value={data}>
          <RouterProvider router={router} />
        </DataLoaderContext>
      </EagerMountContext>
    </StrictMode>
  )
}
