import type { DemoSeeder } from '../../demo.ts';

/** Sample rows of this resource for demo mode, marked is_demo. */
export const donorDemo: DemoSeeder = {
  seed: async () => {},
  remove: async () => {},
};
