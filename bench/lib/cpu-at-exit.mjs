// Preloaded (`node --import`) into a process the bench times as a whole: prints the CPU the
// process used (all its threads, user + system), as one line on stderr, when it exits.
process.on("exit", () => {
  const u = process.cpuUsage();
  process.stderr.write(`\nbench-cpu ${JSON.stringify({ userMs: Math.round(u.user / 1000), systemMs: Math.round(u.system / 1000) })}\n`);
});
