// Allowed: a page uses entities and shared through their public APIs.
import { orderTitle } from '../../../entities/order/index.ts';
import { userName } from '../../../entities/user/index.ts';
import { upper } from '../../../shared/lib/index.ts';

export const homeTitle = () => upper(`${orderTitle()} for ${userName()}`);
