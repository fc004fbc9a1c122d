/**
 * Content collections. Every file in content/ is checked against these schemas at build time;
 * a wrong entry stops the build with the file and the field named. Each area keeps its
 * collections in src/collections/<area>.ts.
 */
import { collections as company } from './collections/company.ts';
import { collections as demo } from './collections/demo.ts';
import { collections as frame } from './collections/frame.ts';
import { collections as home } from './collections/home.ts';
import { collections as modules } from './collections/modules.ts';

export const collections = { ...frame, ...demo, ...home, ...modules, ...company };
