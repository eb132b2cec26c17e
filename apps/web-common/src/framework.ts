/**
 * Boot stage 2 (boot.ts): importing this evaluates the libraries' chunk (router, queries,
 * styled-components) in a task of its own. It names one export of each, which the app uses anyway,
 * so the rest of each library is still left out of the build where unused (a bare `import()` of a
 * package would keep all of it).
 */
export { Routes } from 'react-router';
export { QueryClientProvider } from '@tanstack/react-query';
export { ThemeProvider } from 'styled-components';
