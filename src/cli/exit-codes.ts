/** The CLI's exit codes (docs/design.md, "CLI"): 0 ran and agreed, 1 something differed, 2 bad input, 3 the simulator itself failed. */
export const EXIT_DIFFERS = 1;
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 3;

/** What a failure of the simulator itself says (exit 3): a bug, not the input's fault. */
export function internalMessage(message: string): string {
  return `internal error: ${message}. This is a bug in the simulator, not in the input: please report it with the scenario file and the command.`;
}
