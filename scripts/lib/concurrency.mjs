/** Promise.all(items.map(worker)) with at most `limit` running; after a failure no new item starts, and the first error is thrown. @template T, R @param {readonly T[]} items @param {number} limit @param {(item: T, index: number) => Promise<R>} worker @returns {Promise<R[]>} */
export async function mapWithConcurrency(items, limit, worker) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  /** @type {{ error: unknown } | null} */
  let failure = null;
  const run = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await worker(/** @type {T} */ (items[index]), index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, run));
  if (failure) throw /** @type {{ error: unknown }} */ (failure).error;
  return results;
}
