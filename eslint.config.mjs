// The site's own JavaScript, linted by ESLint's recommended rules (tests/site/test_scripts.py):
// the service worker, the page's start, the interpreter, its bundles' reader and the snapshot worker, and the
// script that runs the test suite inside Pyodide under Node.js.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["site/sw.js"],
    languageOptions: {sourceType: "script", globals: globals.serviceworker},
  },
  {
    files: ["site/start.js"],
    languageOptions: {sourceType: "script", globals: globals.browser},
  },
  {
    files: ["site/interpreter.mjs"],
    languageOptions: {sourceType: "module", globals: globals.browser},
  },
  {
    // Imported by the interpreter and the snapshot worker: what a worker has, a page has too.
    files: ["site/bundles.mjs"],
    languageOptions: {sourceType: "module", globals: globals.worker},
  },
  {
    files: ["site/snapshot-worker.mjs"],
    languageOptions: {sourceType: "module", globals: globals.worker},
  },
  {
    files: ["tests/pyodide/*.mjs"],
    languageOptions: {sourceType: "module", globals: globals.node},
  },
];
