import { LoginHistory } from '../../../features/login-history/index.ts';

export function LoginHistoryPage() {
  return <LoginHistory />;
}
