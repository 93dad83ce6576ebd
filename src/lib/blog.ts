
/** Spec §9: the first 100 characters of the content, followed by '...'. */
export function excerpt(content: string, length = 100): string {
  return `${content.slice(0, length)}...`;
}

/** Spec §2: the content split into paragraphs wherever there is a blank line. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Posts other than the one at `slug`, in order, at most `limit` (carousel: 5, Other Blogs: 3). */
export function otherPosts<Post extends { slug: string }>(all: readonly Post[], slug: string | undefined, limit: number): Post[] {
  const picked: Post[] = [];
  for (const post of all) {
    if (picked.length === limit) break;
    if (post.slug !== slug) picked.push(post);
  }
  return picked;
}
