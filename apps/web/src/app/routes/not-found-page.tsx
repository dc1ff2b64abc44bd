import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

export function NotFoundPage() {
  usePageMeta('Page not found — Velora');
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-rose-800 uppercase">404</p>
      <h1 className="mt-3 font-serif text-4xl text-stone-900">Page not found</h1>
      <p className="mt-4 text-stone-600">We couldn't find the page you were looking for.</p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-stone-900 px-6 py-3 font-medium text-white hover:bg-rose-800"
      >
        Back to the home page
      </Link>
    </div>
  );
}
