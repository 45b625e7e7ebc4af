export function isStale(root: string, entry: string): boolean;
export function build(root: string, opts?: { timeoutMs?: number }): number;
