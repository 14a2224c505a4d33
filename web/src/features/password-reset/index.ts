export {
  requestFx,
  codeCheckFx,
  completeFx,
  requestSubmitted,
  codeSubmitted,
  linkOpened,
  completeSubmitted,
  restarted,
  canComplete,
  $step,
  $email,
  $error,
  $pending,
} from './model.ts';
export type { ResetStep } from './model.ts';
