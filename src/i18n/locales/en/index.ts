import { components } from './components';
import { core } from './core';
import { shell } from './shell';

// What every page may show: loaded with the app. A feature's own strings (admin.ts, people.ts …) are registered
// by the feature when its pages load (registerMessages), so they travel in its lazy chunks, not the first one.
export const en = { ...core, ...shell, ...components };
