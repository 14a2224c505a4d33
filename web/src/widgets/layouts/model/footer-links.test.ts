import t from 'tap';
import type { SessionConfig } from '@app/contracts';
import { footerLinks } from './footer-links.ts';

const config: SessionConfig = {
  brand: 'paxum',
  projectName: 'Paxum',
  languages: ['en'],
  feeLinks: { personal: 'https://paxum.example/fees/personal', business: 'https://paxum.example/fees/business' },
  supports: { manager: '+1 000 000 0000', email: 'support@paxum.example' },
  googleAppLink: 'https://play.google.com/store/apps/details?id=example.paxum',
  appleAppLink: 'https://apps.apple.com/app/paxum/id000000000',
};

t.test('spec 1 §1: fee links by customer type, the support contacts, the store links', async (t) => {
  const rows: [string, SessionConfig | null, boolean, [string, string][]][] = [
    [
      '"feeLinks (personal, business)": a personal customer gets the personal page',
      config,
      false,
      [
        ['fees', 'https://paxum.example/fees/personal'],
        ['whatsApp', 'https://wa.me/10000000000'],
        ['email', 'mailto:support@paxum.example'],
        ['googlePlay', 'https://play.google.com/store/apps/details?id=example.paxum'],
        ['appStore', 'https://apps.apple.com/app/paxum/id000000000'],
      ],
    ],
    [
      '"feeLinks (personal, business)": a business gets the business page',
      config,
      true,
      [
        ['fees', 'https://paxum.example/fees/business'],
        ['whatsApp', 'https://wa.me/10000000000'],
        ['email', 'mailto:support@paxum.example'],
        ['googlePlay', 'https://play.google.com/store/apps/details?id=example.paxum'],
        ['appStore', 'https://apps.apple.com/app/paxum/id000000000'],
      ],
    ],
    ['a config without these keys: no links', { brand: 'x', projectName: 'X', languages: ['en'] }, false, []],
    [
      'odd values are left out, never shown broken',
      {
        ...config,
        feeLinks: { personal: 'javascript:alert(1)', business: 'http://plain.example' },
        supports: { manager: '+12', email: 'not an e-mail' },
        googleAppLink: '',
        appleAppLink: undefined,
      },
      false,
      [],
    ],
    ['no config yet', null, false, []],
  ];
  for (const [why, c, business, want] of rows)
    t.same(
      footerLinks(c, business).map((l) => [l.key, l.href]),
      want,
      why,
    );
});
