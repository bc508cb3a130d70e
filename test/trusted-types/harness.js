/**
 * Loaded first by the Trusted Types test page (served with the recommended Content-Security-Policy):
 * records every policy violation, uncaught error, unhandled rejection and console error of the page,
 * for the test in the parent page to read from `window.sqProblems`.
 */
(() => {
  const problems = [];
  window.sqProblems = problems;
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
  });
  window.addEventListener('error', (event) => problems.push(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${event.reason?.message ?? event.reason}`));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
})();
