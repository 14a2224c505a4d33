export {
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
