// Forbidden: an entity imports the higher layer features.
import { rename } from '../../features/rename/index.ts';

export const userName = () => rename('Ada');
