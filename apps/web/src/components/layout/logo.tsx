import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link to={paths.home} className="font-serif text-2xl font-semibold tracking-wide text-stone-900">
      Velora<span className="text-rose-700">.</span>
    </Link>
  );
}
