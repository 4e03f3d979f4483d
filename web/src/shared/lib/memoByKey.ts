/**
 * `compute` remembered per key, for pure functions of a key that come back often (a path matched
 * against the route table, which never changes). At `limit` entries the memory starts afresh: a
 * server renders page after page of different paths, and nothing here may grow without bound.
 */
export function memoByKey<T>(compute: (key: string) => T, limit = 500): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key) as T;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
