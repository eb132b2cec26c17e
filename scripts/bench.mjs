#!/usr/bin/env node
// The benchmark arrives with the performance issue (servers on a seeded PostgreSQL under
// autocannon, compared with a minimal node:http + pg baseline in the same run).
console.log('No benchmark exists yet: `npm run bench` will measure the HTTP server once it is built.');
