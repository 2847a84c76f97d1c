import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths';

/** Journeys run against the built host app, served by the API the way `npm start` serves it. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', 'build', '-w', '@bilheteria/host'], { cwd: repoRoot, stdio: 'inherit' });
}
