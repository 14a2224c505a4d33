import type { Db } from './db.ts';
import { type IpnRow, newIpnSecret } from './handlers/merchant-hooks.ts';

const day = 24 * 3600 * 1000;

/**
 * business@demo.test (100002) in every fresh tenant: webhook 1 'Order events' to http://127.0.0.1:9/hook, disabled;
 * IPN settings with notify URL http://127.0.0.1:9/ipn (nothing listens on port 9) and a random key; four webhook
 * log rows and three IPN messages (sent, failed, confirmed) of the last days, so the lists are not empty.
 */
export function seedMerchantHooks(db: Db, tenant: string, now: number): void {
  const customerId = 100002;
  const url = 'http://127.0.0.1:9/hook';
  db.prepare(
    'INSERT INTO merchant_webhooks (tenant, webhook_id, customer_id, name, enabled, url) VALUES (?, 1, ?, ?, 0, ?)',
  ).run(tenant, customerId, 'Order events', url);
  db.prepare(
    `INSERT INTO merchant_ipn_settings (tenant, customer_id, notify_url, notify_status_id, status_id, secret)
     VALUES (?, ?, ?, 1, 1, ?)`,
  ).run(tenant, customerId, 'http://127.0.0.1:9/ipn', newIpnSecret());

  const payment = (paymentId: number, amount: string, buttonId: number | null) =>
    JSON.stringify({
      event: 'payment.received',
      paymentId,
      customerId,
      amount,
      currencyCode: 'USD',
      ...(buttonId !== null ? { buttonId } : {}),
      status: 'completed',
    });
  const requests: [number, string, string, number | null, string | null, string | null, number, number][] = [
    // webhookId?, event, body, status, error, response, duration, days ago
    [0, 'ping', '{"event":"ping"}', 200, null, 'ok', 12, 6],
    [1, 'payment.received', payment(900001, '25.00', 1), 200, null, 'received', 48, 5],
    [1, 'payment.received', payment(900002, '9.99', null), 500, 'The receiver answered HTTP 500', 'error', 131, 3],
    [1, 'payment.received', payment(900003, '120.00', 1), null, 'Not reachable (ECONNREFUSED)', null, 2, 1],
  ];
  const insertRequest = db.prepare(
    `INSERT INTO merchant_webhook_requests (tenant, request_id, customer_id, webhook_id, event, url, request_body,
       status, delivered, error, response_body, duration_ms, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  requests.forEach(([hook, event, body, status, error, response, ms, ago], i) =>
    insertRequest.run(
      tenant,
      i + 1,
      customerId,
      hook === 0 ? null : hook,
      event,
      url,
      body,
      status,
      status !== null && status < 300 ? 1 : 0,
      error,
      response,
      ms,
      now - ago * day,
    ),
  );

  const messages: [number, string, number, number | null, IpnRow['status'], number | null, string | null, number][] = [
    // paymentId, amount, minor, buttonId, status, http status, error, days ago
    [900001, '25.00', 2500, 1, 'confirmed', 200, null, 5],
    [900002, '9.99', 999, null, 'sent', 200, null, 3],
    [900003, '120.00', 12000, 1, 'failed', null, 'Not reachable (ECONNREFUSED)', 1],
  ];
  const insertIpn = db.prepare(
    `INSERT INTO merchant_ipn_messages (tenant, ipn_id, customer_id, event, payment_id, button_id, amount_minor,
       currency, payer_name, status, notify_url, request_body, http_status, error, created_at, confirmed_at)
     VALUES (?, ?, ?, 'payment.received', ?, ?, ?, 'USD', 'Alex Morgan', ?, ?, ?, ?, ?, ?, ?)`,
  );
  messages.forEach(([paymentId, amount, minor, buttonId, status, http, error, ago], i) =>
    insertIpn.run(
      tenant,
      i + 1,
      customerId,
      paymentId,
      buttonId,
      minor,
      status,
      'http://127.0.0.1:9/ipn',
      JSON.stringify({ event: 'payment.received', ipnId: i + 1, ...JSON.parse(payment(paymentId, amount, buttonId)) }),
      http,
      error,
      now - ago * day,
      status === 'confirmed' ? now - ago * day + 3600_000 : null,
    ),
  );
}
