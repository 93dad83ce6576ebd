import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Spec §8: an unexpected failure during routing shows this generic screen. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl font-bold text-navy-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-slate-700">{detail}</p>
    </main>
  );
}
