import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CourseForm } from './CourseForm.tsx'
import { statusOf, useSignOutOnUnauthorized } from './feedback.ts'
import { CourseLoadError } from './CourseLoadError.tsx'

const editRoute = getRouteApi('/admin/courses/$id/edit')

export function BackToCourses() {
  return (
    <Link to="/admin/courses" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour aux cours
    </Link>
  )
}

export function NewCoursePage() {
  useDocumentTitle('Nouveau cours')
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={<BackToCourses />} title="Nouveau cours" description="Décrivez le cours ; vous ajouterez ensuite ses vidéos." />
      <CourseForm />
    </div>
  )
}

export function EditCoursePage() {
  useDocumentTitle('Modifier le cours')
  const { id } = editRoute.useParams()
  const course = trpc.courses.get.useQuery({ id }, { enabled: id > 0 })
  useSignOutOnUnauthorized(course.error)

  const missing = id === 0 || statusOf(course.error) === 404
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackToCourses />}
        title="Modifier le cours"
        description={course.data ? `« ${course.data.title} »` : 'Titre, matière, niveau, description et image.'}
      />
      {missing || course.isError ? (
        <CourseLoadError missing={missing} course={course} />
      ) : course.data ? (
        <CourseForm key={course.data.id} course={course.data} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  )
}

function FormSkeleton() {
  return (
    <Card className="space-y-5 p-5 sm:p-6" aria-busy="true">
      <p className="sr-only" role="status">
        Chargement du cours…
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Skeleton className="h-16 w-full" />
          <div className="grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
        <Skeleton className="aspect-video w-full" />
      </div>
    </Card>
  )
}
