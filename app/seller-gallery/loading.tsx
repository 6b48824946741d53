import { PageSkeleton } from '@/components/layout/page-skeleton';

export default function SellersLoading() {
  return <PageSkeleton />;
}
