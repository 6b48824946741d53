// /profile (the spec's profile link) is Profile Information.
import { redirect } from 'next/navigation';

export default function ProfilePage() {
  redirect('/my-profile');
}
