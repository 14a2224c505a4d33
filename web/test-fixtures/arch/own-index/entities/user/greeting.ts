// Wrong: a file of the slice imports the slice's own index.ts instead of ./model.ts.
import { userName } from './index.ts';

export const greeting = () => `Hello, ${userName()}`;
