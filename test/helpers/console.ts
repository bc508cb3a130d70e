/** Records console.error and console.warn calls (as text) while letting tests assert on them. */
export function captureConsole() {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error, warn } = console;
  const text = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  console.error = (...args: unknown[]) => void errors.push(text(args));
  console.warn = (...args: unknown[]) => void warnings.push(text(args));
  return {
    errors,
    warnings,
    restore() {
      console.error = error;
      console.warn = warn;
    },
  };
}
