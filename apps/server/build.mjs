/**
 * `npm start` and `npm run cli` run the server and the CLI built into plain JavaScript
 * (dist/main.js, dist/cli.js), as do the tests that start them as processes: under tsx, the
 * TypeScript loader's own thread and caches cost the server about 55 MB before any request
 * (bench/documents.bench.ts measures the server's memory), and each start 3-5 s of CPU compiling
 * the app (a CLI command took 2.3 s where the built one takes 0.6). The workspace's contract
 * package is bundled in (it ships TypeScript); every other package is loaded from node_modules as
 * it is. Development (`npm run dev`) and the tests' own code run the sources under tsx.
 */
import fs from 'node:fs';
import { build } from 'esbuild';

/**
 * Bare imports stay imports, but for our own workspace packages and date-fns, whose index would
 * load its hundreds of modules (12 MB) for the few functions used.
 */
const BUNDLED = /^(@cabinet\/|date-fns(\/|$)|@date-fns\/)/;
const bundleOwnOnly = {
  name: 'bundle-own-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

const { outputFiles } = await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  // Modules imported on demand (the Redis mode's) become chunks loaded only when asked for.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleOwnOnly],
  logLevel: 'warning',
  write: false,
});
// Written beside and renamed: several processes started at once (npm start on each) each build,
// and none may run a file another is halfway through writing.
fs.mkdirSync('dist', { recursive: true });
for (const file of outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
}
