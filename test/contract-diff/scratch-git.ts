/** git in a scratch repository of a test, with a fixed author (no global git configuration needed). */
import { execFileSync } from "node:child_process";

const AUTHOR = {
  GIT_AUTHOR_NAME: "paysim test",
  GIT_AUTHOR_EMAIL: "test@example.test",
  GIT_COMMITTER_NAME: "paysim test",
  GIT_COMMITTER_EMAIL: "test@example.test",
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: { ...process.env, ...AUTHOR } })
    .toString()
    .trim();
}
