// Forbidden: a page reaches into an entity's internals instead of its index.ts.
import { userName } from '../../../entities/user/model.ts';

export const homeTitle = () => userName();
