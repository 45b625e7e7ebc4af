/** Run `f` over `items`, at most `n` at a time (independent cases side by side). */
export async function pool<T>(items: readonly T[], n: number, f: (x: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await f(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}
