import { deflateSync } from 'node:zlib';
import type { Db } from './db.ts';
import { merchantButtonStore } from './handlers/merchant-buttons.ts';

/**
 * business@demo.test's (customer 100002) saved buttons, PBN settings and logo (spec 3 §7 "Merchant"; contracts
 * merchant-buttons.ts; fakes/README.md "Merchant buttons"): two buttons (id 1 'Coffee beans' 19.99 USD, active; id 2
 * 'Gift card' 50.00 EUR, inactive), PBN settings statusId 1 with a fixed demo key, and one default logo (id 1, a PNG).
 */
const business = 100002;

/** The seeded PBN key of business@ (public demo data, like the demo passwords; regenerate gives a random one). */
export const seededPbnSecret = 'pbn-demo-0000000000000000000000000';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 48×48 RGB PNG: a teal square with a lighter band (the demo logo). */
export function demoLogoPng(): Buffer {
  const size = 48;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const band = y >= 18 && y < 30;
      rows.push(band ? 0xe0 : 0x0f, band ? 0xf2 : 0x76, band ? 0xf1 : 0x6e);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function seedMerchantButtons(db: Db, tenant: string, now: number): void {
  const store = merchantButtonStore(db);
  store.addButton(
    tenant,
    business,
    {
      name: 'Coffee beans',
      amount: '19.99',
      currencyCode: 'USD',
      description: 'One bag of roasted coffee beans (1 kg)',
      returnUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cart',
      statusId: 1,
    },
    now - 2 * 24 * 3600 * 1000,
  );
  store.addButton(
    tenant,
    business,
    {
      name: 'Gift card',
      amount: '50.00',
      currencyCode: 'EUR',
      description: '',
      returnUrl: '',
      cancelUrl: '',
      statusId: 2,
    },
    now - 24 * 3600 * 1000,
  );
  store.setPbn(tenant, business, 1, seededPbnSecret);
  store.addLogo(
    tenant,
    business,
    { name: 'Demo Trading', isDefault: true, mimeType: 'image/png', data: demoLogoPng() },
    now,
  );
}
