// The page's code (plain ES modules served as they are, no build step) linted by ESLint:
// `npm run lint` (make js). The rule set is small and stated here; TypeScript's check
// (tsconfig.json, `npm run typecheck`) covers the types.
import js from "@eslint/js";
import globals from "globals";

export default [
  {
    files: ["src/maumau/web/static/js/**/*.js", "src/maumau/web/static/social/js/**/*.js"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser },
    },
    rules: {
      // ESLint's recommended rules: undefined names, unreachable code, duplicate keys,
      // empty blocks, assignments in conditions, ...
      ...js.configs.recommended.rules,
      // a name declared and never read is a leftover or a mistake (a catch may drop its error)
      "no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", caughtErrors: "none" }],
      // == converts types ("1" == 1, null == undefined): every comparison says which it means
      eqeqeq: ["error", "always"],
      // a module's top-level names stay in the module, never on `window`
      "no-implicit-globals": "error",
      // a binding never assigned again is a const, so a reader knows it keeps its value
      "prefer-const": "error",
      // var's function scope and hoisting hide mistakes; let and const are block-scoped
      "no-var": "error",
      // the page never evaluates text as code
      "no-eval": "error",
      "no-implied-eval": "error",
    },
  },
  {
    // the unit tests of the page's pure modules run in Node (node --test)
    files: ["tests/js/**/*.mjs"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      ...js.configs.recommended.rules,
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
    },
  },
];
