import { Link } from 'react-router';
import { paths } from '../app/paths';

function errorDetail(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** What an error boundary shows: a page that threw, or a page chunk that failed to download. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="font-bold text-2xl text-slate-900">Unexpected Application Error!</h1>
      <p className="break-words rounded-md bg-red-50 px-4 py-3 text-red-800">
        {errorDetail(error)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
        >
          Reload page
        </button>
        <Link
          to={paths.home}
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Go to Home
        </Link>
      </div>
    </section>
  );
}
