/** Posts other than the one at `slug`, in order, at most `limit` (carousel: 5, Other Blogs: 3). */
export function otherPosts<Post extends { slug: string }>(all: readonly Post[], slug: string | undefined, limit: number): Post[] {
  const picked: Post[] = [];
  for (const post of all) {
    if (picked.length === limit) break;
    if (post.slug !== slug) picked.push(post);
  }
  return picked;
}
