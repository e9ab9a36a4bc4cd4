import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { useState } from 'react'
import { createDataLoader, DataLoaderContext } from '../lib/data.tsx'
import { createAppRouter } from '../routes/router.tsx'

/** One data layer and one router per mounted app (tests mount many). */
export function App({ history }: { history?: RouterHistory }) {
  const [state] = useState(() => {
    const data = createDataLoader()
    return { data, router: createAppRouter({ data }, history) }
  })
  return (
    <DataLoaderContext value={state.data}>
      <RouterProvider router={state.router} />
    </DataLoaderContext>
  )
}
