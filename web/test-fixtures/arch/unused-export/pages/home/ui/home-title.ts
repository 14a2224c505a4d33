import { userName } from '../../../entities/user/index.ts';

export const homeTitle = () => userName();
