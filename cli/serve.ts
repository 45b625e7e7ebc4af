/** `paysim serve`: placeholder until the simulator lands. */
export async function runServe(_argv: string[]): Promise<number> {
  process.stderr.write("paysim serve: the simulator is not built yet\n");
  return 1;
}
