/** `paysim conformance`: placeholder until the harness lands. */
export async function runConformance(_argv: string[]): Promise<number> {
  process.stderr.write("paysim conformance: the conformance suite is not built yet\n");
  return 1;
}
