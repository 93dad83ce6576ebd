import type { SearchHit } from '../../lib/search';

/** One search result: its post's title as the link, category and date, and the excerpt with the matched words marked. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-card">
      <h2 className="text-xl font-bold text-navy-900">
        <a href={hit.path} data-result="" className="hover:text-orange-700 hover:underline">
          {hit.title}
        </a>
      </h2>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm font-medium text-slate-600">
        <span>{hit.category}</span>
        {hit.date && <time dateTime={hit.date}>{hit.dateLabel}</time>}
      </p>
      <p className="mt-3 leading-relaxed text-slate-700">
        {hit.excerpt.map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded bg-orange-100 px-0.5 text-navy-900">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
    </li>
  );
}
