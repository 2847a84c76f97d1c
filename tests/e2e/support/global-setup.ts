import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths';

/** Journeys run against the built host app, served by the API the way `npm start` serves it. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // Vitest sets NODE_ENV=test, and Vite builds in development mode (React's development build,
  // `import.meta.env.DEV` true) unless NODE_ENV says production: build what `npm start` builds.
  execFileSync('npm', ['run', 'build', '-w', '@bilheteria/host'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
