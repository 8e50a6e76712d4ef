import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/product';
import { paths } from '@/config/paths';
import { MusicIcon } from '@/components/ui/icons';

export function Logo() {
  return (
    <Link to={paths.home} className="group flex items-center gap-2 rounded-full" aria-label={`${PRODUCT_NAME} home`}>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-linear-to-br from-party-pink to-party-violet text-white shadow-lg shadow-party-pink/30 transition group-hover:rotate-6">
        <MusicIcon className="h-5 w-5" />
      </span>
      <span className="font-display text-2xl font-extrabold tracking-tight">{PRODUCT_NAME}</span>
    </Link>
  );
}
