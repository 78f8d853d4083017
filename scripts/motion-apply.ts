import { runMotionApply } from "./motion/cli.ts";

// npm runs scripts in the project's root; INIT_CWD is where the command was typed, so a relative
// export path means what the developer meant.
process.exitCode = runMotionApply(process.argv.slice(2), {
  root: process.cwd(),
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
