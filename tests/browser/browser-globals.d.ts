// The callbacks given to page.evaluate and locator.evaluate run in the browser: type them with the
// DOM (the rest of the tests project is Node code and has no DOM types of its own).
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
