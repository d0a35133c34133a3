import { core } from './core';
import { shell } from './shell';

export const en = { ...core, ...shell };
export type Messages = typeof en;
