/** Sorted arrays of sequence numbers: the building block of the store's and the transaction list's indexes. */

/** First position whose value is >= x. */
export function lowerBound(a: number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Insert x keeping the order (appending is O(1) in the usual increasing case); no duplicates. */
export function insertSorted(a: number[], x: number): void {
  if (a.length === 0 || a[a.length - 1] < x) a.push(x);
  else {
    const i = lowerBound(a, x);
    if (a[i] !== x) a.splice(i, 0, x);
  }
}

export function removeSorted(a: number[], x: number): void {
  const i = lowerBound(a, x);
  if (a[i] === x) a.splice(i, 1);
}
