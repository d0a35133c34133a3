import { admin } from './admin';
import { core } from './core';
import { people } from './people';
import { shell } from './shell';

export const en = { ...core, ...shell, ...people, ...admin };
export type Messages = typeof en;
