import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes resolve through dynamic imports; on a loaded 2-core CI machine the default 1 s wait for
// `findBy*` is too short, and a failure then says nothing about the app.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
