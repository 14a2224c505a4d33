/** Loaded by the app's start only inside the mobile wrapper: its model sends the session's messages. */
export { postFx as wrapperPostFx } from './model.ts';
