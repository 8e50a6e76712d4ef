import { useParams } from 'react-router-dom';
import { isInvitationSlug } from '@/lib/slug';
import NotFoundRoute from '../not-found/not-found-route';
import InvitationRoute from './invitation-route';

/** /{slug}: reserved names and segments that cannot be a slug are plain 404s. */
export default function SlugRoute() {
  const { slug = '' } = useParams();
  return isInvitationSlug(slug) ? <InvitationRoute /> : <NotFoundRoute />;
}
