import { ConnectionInfo } from '../../../features/connection-info/index.ts';
import { LoginHistory } from '../../../features/login-history/index.ts';

/** /login-history: the sign-ins, then this connection's address and privacy flags (spec 1 §7 ipInfo). */
export function LoginHistoryPage() {
  return (
    <>
      <LoginHistory />
      <ConnectionInfo />
    </>
  );
}
