import type { Heading } from '../../content/posts';

/** A long article's contents: its ## headings as links to their anchors (plain fragment links: no JavaScript). */
export function TableOfContents({ headings, title }: { headings: Heading[]; title: string }) {
  return (
    <nav aria-labelledby="contents-title" className="mt-10 rounded-2xl bg-sand-50 p-6">
      <h2 id="contents-title" className="text-sm font-bold tracking-wider text-navy-900 uppercase">
        {title}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="hover:text-orange-700 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
