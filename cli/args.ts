/** Minimal `--name value` / `--flag` parser shared by the subcommands. */
export interface ParsedArgs {
  flags: Record<string, string | true>;
  positional: string[];
}

export function parseArgs(argv: string[]): ParsedArgs {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      if (eq > 0) flags[a.slice(2, eq)] = a.slice(eq + 1);
      else if (i + 1 < argv.length && !argv[i + 1].startsWith("--")) flags[a.slice(2)] = argv[++i];
      else flags[a.slice(2)] = true;
    } else positional.push(a);
  }
  return { flags, positional };
}

export function flagString(args: ParsedArgs, name: string, env?: string, fallback?: string): string | undefined {
  const v = args.flags[name];
  if (typeof v === "string") return v;
  if (env && process.env[env]) return process.env[env];
  return fallback;
}
