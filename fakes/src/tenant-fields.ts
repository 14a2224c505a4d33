import { z } from 'zod';

/**
 * The tenant fields of a scenario control's body: the brand and the stage (a number or its text). A module of its
 * own, without imports from the fakes: control schemas built at a handler module's top level read it while the
 * modules that import each other (tenants, seed, handlers) are still loading.
 */
export const tenantFields = { brand: z.string(), stage: z.union([z.number().int(), z.string()]) };
