import { PageSkeleton } from '@/components/layout/page-skeleton';

export default function Loading() {
  return (
    <main id="main-content" tabIndex={-1} aria-busy="true">
      <PageSkeleton />
    </main>
  );
}
