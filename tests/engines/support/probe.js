// The cross-engine suite's probe, first script of the page (site.ts): what went wrong, in the page's own
// words, for a test to read as window.enginePage.problems. Only errors that reach the window: Firefox fires
// an `error` at a modulepreload link whose chunk already runs, which stays on the link.
(() => {
  const problems = [];
  window.enginePage = { problems };
  addEventListener("error", (e) => problems.push(`uncaught error: ${e.message}`));
  addEventListener("unhandledrejection", (e) => problems.push(`unhandled rejection: ${e.reason}`));
  document.addEventListener("securitypolicyviolation", (e) =>
    problems.push(`policy violation: ${e.violatedDirective} blocked ${e.blockedURI} ${e.sample}`.trim()),
  );
  const error = console.error;
  console.error = (...args) => {
    problems.push(`console error: ${args.map(String).join(" ")}`);
    error.apply(console, args);
  };
})();
