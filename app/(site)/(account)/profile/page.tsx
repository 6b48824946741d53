// /profile (the spec's profile link) is Profile Information.
import { redirect } from 'next/navigation';
import { pages } from '@/lib/routing/urls';

export default function ProfilePage() {
  redirect(pages.myProfile);
}
