/**
 * The fakes' bank directory for the bank data of external transfers (spec 2 §3 "Bank details by SWIFT/IBAN", §7
 * "External"): a few real banks per country with their head office, SWIFT/BIC, national bank code and some
 * branches, demo IBANs that validate (checked by `handlers/bank-data.test.ts` with ibantools), Brazil's instant
 * payment (Pix) banks and demo keys, and the blocked card BINs. Static: the same for every tenant.
 *
 * Addresses are the banks' public head offices; account numbers, IBANs, Pix keys and people are made up.
 */

export interface DemoBranch {
  code: string;
  name: string;
  city: string;
}

export interface DemoBank {
  countryIsoCode: string;
  bankName: string;
  /** national bank code: BLZ (DE), sort code bank prefix (GB), code banque (FR), routing number (US), institution
   * number (CA), COMPE code (BR), zengin code (JP), bank code (HK, LK) */
  bankCode: string;
  /** SWIFT/BIC of the head office, 11 characters */
  swift: string;
  address: string;
  city: string;
  /** '' where the country has no postal codes (HK) */
  zipCode: string;
  branches: readonly DemoBranch[];
  /** the bank identifier inside its country's IBAN (ibantools `extractIBAN().bankIdentifier`), in IBAN countries */
  ibanBankId?: string;
  /** demo IBANs of this bank's customers, for the web and the tests */
  demoIbans?: readonly string[];
  /**
   * What the IBAN details say as `branch` when the IBAN names no branch of `branches`. The upstream sends an empty
   * array for a bank without branch data (spec 2 §3 "Array values are treated as empty"): ING does, so the web can
   * be tested with it.
   */
  ibanBranch?: string | readonly never[];
}

export const countryNames: Readonly<Record<string, string>> = {
  DE: 'Germany',
  GB: 'United Kingdom',
  FR: 'France',
  US: 'United States',
  CA: 'Canada',
  BR: 'Brazil',
  JP: 'Japan',
  HK: 'Hong Kong',
  LK: 'Sri Lanka',
};

export const bankDirectory: readonly DemoBank[] = [
  {
    countryIsoCode: 'DE',
    bankName: 'Deutsche Bank AG',
    bankCode: '50070010',
    swift: 'DEUTDEFFXXX',
    address: 'Taunusanlage 12',
    city: 'Frankfurt am Main',
    zipCode: '60325',
    branches: [],
    ibanBankId: '50070010',
    demoIbans: ['DE39500700100092000000'],
    ibanBranch: 'Filiale Frankfurt am Main',
  },
  {
    countryIsoCode: 'DE',
    bankName: 'Commerzbank AG',
    bankCode: '37040044',
    swift: 'COBADEFFXXX',
    address: 'Kaiserplatz',
    city: 'Frankfurt am Main',
    zipCode: '60311',
    branches: [],
    ibanBankId: '37040044',
    demoIbans: ['DE89370400440532013000'],
    ibanBranch: 'Filiale Köln',
  },
  {
    countryIsoCode: 'DE',
    bankName: 'ING-DiBa AG',
    bankCode: '50010517',
    swift: 'INGDDEFFXXX',
    address: 'Theodor-Heuss-Allee 2',
    city: 'Frankfurt am Main',
    zipCode: '60486',
    branches: [],
    ibanBankId: '50010517',
    demoIbans: ['DE44500105175407324931'],
    ibanBranch: [],
  },
  {
    countryIsoCode: 'GB',
    bankName: 'Barclays Bank UK PLC',
    bankCode: '200000',
    swift: 'BARCGB22XXX',
    address: '1 Churchill Place',
    city: 'London',
    zipCode: 'E14 5HP',
    branches: [
      { code: '200000', name: 'London Canary Wharf', city: 'London' },
      { code: '204678', name: 'Manchester Market Street', city: 'Manchester' },
    ],
    ibanBankId: 'BARC',
    demoIbans: ['GB60BARC20000055779911'],
  },
  {
    countryIsoCode: 'GB',
    bankName: 'HSBC UK Bank plc',
    bankCode: '400515',
    swift: 'HBUKGB4BXXX',
    address: '1 Centenary Square',
    city: 'Birmingham',
    zipCode: 'B1 1HQ',
    branches: [{ code: '400515', name: 'Birmingham New Street', city: 'Birmingham' }],
    ibanBankId: 'HBUK',
    demoIbans: ['GB82HBUK40051531926819'],
  },
  {
    countryIsoCode: 'GB',
    bankName: 'National Westminster Bank plc',
    bankCode: '601613',
    swift: 'NWBKGB2LXXX',
    address: '250 Bishopsgate',
    city: 'London',
    zipCode: 'EC2M 4AA',
    branches: [{ code: '601613', name: 'London City', city: 'London' }],
    ibanBankId: 'NWBK',
    demoIbans: ['GB29NWBK60161331926819'],
  },
  {
    countryIsoCode: 'FR',
    bankName: 'BNP Paribas',
    bankCode: '30004',
    swift: 'BNPAFRPPXXX',
    address: '16 Boulevard des Italiens',
    city: 'Paris',
    zipCode: '75009',
    branches: [{ code: '00828', name: 'Paris Opéra', city: 'Paris' }],
    ibanBankId: '30004',
    demoIbans: ['FR7630004008280001012345691'],
  },
  {
    countryIsoCode: 'FR',
    bankName: 'Société Générale',
    bankCode: '30003',
    swift: 'SOGEFRPPXXX',
    address: '29 Boulevard Haussmann',
    city: 'Paris',
    zipCode: '75009',
    branches: [{ code: '03620', name: 'Lyon Bellecour', city: 'Lyon' }],
    ibanBankId: '30003',
    demoIbans: ['FR7630003036200002001234517'],
  },
  {
    countryIsoCode: 'FR',
    bankName: 'Crédit Agricole S.A.',
    bankCode: '30006',
    swift: 'AGRIFRPPXXX',
    address: '12 Place des États-Unis',
    city: 'Montrouge',
    zipCode: '92120',
    branches: [{ code: '00001', name: 'Siège', city: 'Montrouge' }],
    ibanBankId: '30006',
    demoIbans: ['FR7630006000011234567890189'],
  },
  {
    countryIsoCode: 'US',
    bankName: 'JPMorgan Chase Bank, N.A.',
    bankCode: '021000021',
    swift: 'CHASUS33XXX',
    address: '270 Park Avenue',
    city: 'New York',
    zipCode: '10017',
    branches: [],
  },
  {
    countryIsoCode: 'US',
    bankName: 'Bank of America, N.A.',
    bankCode: '026009593',
    swift: 'BOFAUS3NXXX',
    address: '100 North Tryon Street',
    city: 'Charlotte',
    zipCode: '28255',
    branches: [],
  },
  {
    countryIsoCode: 'US',
    bankName: 'Wells Fargo Bank, N.A.',
    bankCode: '121000248',
    swift: 'WFBIUS6SXXX',
    address: '420 Montgomery Street',
    city: 'San Francisco',
    zipCode: '94104',
    branches: [],
  },
  {
    countryIsoCode: 'CA',
    bankName: 'Royal Bank of Canada',
    bankCode: '003',
    swift: 'ROYCCAT2XXX',
    address: '200 Bay Street',
    city: 'Toronto',
    zipCode: 'M5J 2J5',
    branches: [{ code: '00002', name: 'Main Branch Toronto', city: 'Toronto' }],
  },
  {
    countryIsoCode: 'CA',
    bankName: 'The Toronto-Dominion Bank',
    bankCode: '004',
    swift: 'TDOMCATTTOR',
    address: '66 Wellington Street West',
    city: 'Toronto',
    zipCode: 'M5K 1A2',
    branches: [{ code: '10202', name: 'TD Centre', city: 'Toronto' }],
  },
  {
    countryIsoCode: 'CA',
    bankName: 'Bank of Montreal',
    bankCode: '001',
    swift: 'BOFMCAM2XXX',
    address: '129 rue Saint-Jacques',
    city: 'Montréal',
    zipCode: 'H2Y 1L6',
    branches: [{ code: '00011', name: 'Montréal Main', city: 'Montréal' }],
  },
  {
    countryIsoCode: 'BR',
    bankName: 'Banco do Brasil S.A.',
    bankCode: '001',
    swift: 'BRASBRRJXXX',
    address: 'SAUN Quadra 5, Lote B, Torre I',
    city: 'Brasília',
    zipCode: '70040-912',
    branches: [
      { code: '1607', name: 'Brasília Centro', city: 'Brasília' },
      { code: '3382', name: 'Rio de Janeiro Centro', city: 'Rio de Janeiro' },
    ],
    ibanBankId: '00000000',
    demoIbans: ['BR7600000000016070012345678C1'],
  },
  {
    countryIsoCode: 'BR',
    bankName: 'Itaú Unibanco S.A.',
    bankCode: '341',
    swift: 'ITAUBRSPXXX',
    address: 'Praça Alfredo Egydio de Souza Aranha, 100',
    city: 'São Paulo',
    zipCode: '04344-902',
    branches: [
      { code: '0350', name: 'Avenida Paulista', city: 'São Paulo' },
      { code: '0912', name: 'Campinas Centro', city: 'Campinas' },
    ],
    ibanBankId: '60701190',
    demoIbans: ['BR5060701190003500001234567C1'],
  },
  {
    countryIsoCode: 'BR',
    bankName: 'Banco Bradesco S.A.',
    bankCode: '237',
    swift: 'BBDEBRSPXXX',
    address: 'Cidade de Deus, s/n, Vila Yara',
    city: 'Osasco',
    zipCode: '06029-900',
    branches: [
      { code: '2373', name: 'Osasco Cidade de Deus', city: 'Osasco' },
      { code: '0300', name: 'Belo Horizonte Savassi', city: 'Belo Horizonte' },
    ],
    ibanBankId: '60746948',
    demoIbans: ['BR1460746948023730000765432C1'],
  },
  {
    countryIsoCode: 'JP',
    bankName: 'MUFG Bank, Ltd.',
    bankCode: '0005',
    swift: 'BOTKJPJTXXX',
    address: '2-7-1 Marunouchi, Chiyoda-ku',
    city: 'Tokyo',
    zipCode: '100-8388',
    branches: [
      { code: '001', name: 'Head Office', city: 'Tokyo' },
      { code: '251', name: 'Osaka Branch', city: 'Osaka' },
    ],
  },
  {
    countryIsoCode: 'JP',
    bankName: 'Sumitomo Mitsui Banking Corporation',
    bankCode: '0009',
    swift: 'SMBCJPJTXXX',
    address: '1-1-2 Marunouchi, Chiyoda-ku',
    city: 'Tokyo',
    zipCode: '100-0005',
    branches: [
      { code: '001', name: 'Head Office', city: 'Tokyo' },
      { code: '101', name: 'Osaka Main Office', city: 'Osaka' },
    ],
  },
  {
    countryIsoCode: 'JP',
    bankName: 'Mizuho Bank, Ltd.',
    bankCode: '0001',
    swift: 'MHCBJPJTXXX',
    address: '1-5-5 Otemachi, Chiyoda-ku',
    city: 'Tokyo',
    zipCode: '100-8176',
    branches: [{ code: '110', name: 'Tokyo Central Branch', city: 'Tokyo' }],
  },
  {
    countryIsoCode: 'HK',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    bankCode: '004',
    swift: 'HSBCHKHHHKH',
    address: '1 Queen’s Road Central',
    city: 'Hong Kong',
    zipCode: '',
    branches: [
      { code: '002', name: 'Hong Kong Office', city: 'Hong Kong' },
      { code: '511', name: 'Mong Kok', city: 'Kowloon' },
    ],
  },
  {
    countryIsoCode: 'HK',
    bankName: 'Bank of China (Hong Kong) Limited',
    bankCode: '012',
    swift: 'BKCHHKHHXXX',
    address: 'Bank of China Tower, 1 Garden Road, Central',
    city: 'Hong Kong',
    zipCode: '',
    branches: [{ code: '875', name: 'Head Office', city: 'Hong Kong' }],
  },
  {
    countryIsoCode: 'HK',
    bankName: 'Hang Seng Bank Limited',
    bankCode: '024',
    swift: 'HASEHKHHXXX',
    address: '83 Des Voeux Road Central',
    city: 'Hong Kong',
    zipCode: '',
    branches: [{ code: '388', name: 'Head Office', city: 'Hong Kong' }],
  },
  {
    countryIsoCode: 'LK',
    bankName: 'Bank of Ceylon',
    bankCode: '7010',
    swift: 'BCEYLKLXXXX',
    address: 'No. 1, Bank of Ceylon Mawatha',
    city: 'Colombo',
    zipCode: '00100',
    branches: [
      { code: '001', name: 'City Office', city: 'Colombo' },
      { code: '660', name: 'Kandy', city: 'Kandy' },
    ],
  },
  {
    countryIsoCode: 'LK',
    bankName: 'Commercial Bank of Ceylon PLC',
    bankCode: '7056',
    swift: 'CCEYLKLXXXX',
    address: 'Commercial House, 21 Sir Razik Fareed Mawatha',
    city: 'Colombo',
    zipCode: '00100',
    branches: [{ code: '001', name: 'Foreign Branch', city: 'Colombo' }],
  },
  {
    countryIsoCode: 'LK',
    bankName: 'Sampath Bank PLC',
    bankCode: '7278',
    swift: 'BSAMLKLXXXX',
    address: '110 Sir James Peiris Mawatha',
    city: 'Colombo',
    zipCode: '00200',
    branches: [{ code: '001', name: 'City Office', city: 'Colombo' }],
  },
];

/** Brazil's instant payment (Pix) participants: ISPB and name. */
export const instantBanks: Readonly<Record<string, readonly { bankCode: string; bankName: string }[]>> = {
  BR: [
    { bankCode: '00000000', bankName: 'Banco do Brasil S.A.' },
    { bankCode: '00360305', bankName: 'Caixa Econômica Federal' },
    { bankCode: '18236120', bankName: 'Nu Pagamentos S.A.' },
    { bankCode: '60701190', bankName: 'Itaú Unibanco S.A.' },
    { bankCode: '60746948', bankName: 'Banco Bradesco S.A.' },
    { bankCode: '90400888', bankName: 'Banco Santander (Brasil) S.A.' },
  ],
};

export interface DemoInstantKey {
  instantKeyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';
  instantKey: string;
  holderName: string;
  /** digits only; CPFs and CNPJs with valid check digits */
  taxId: string;
  bankCode: string;
  branch: string;
  accountNumber: string;
  accountType: 'checking' | 'savings' | 'payment';
}

/** Demo Pix keys (people and numbers made up). */
export const instantKeys: readonly DemoInstantKey[] = [
  {
    instantKeyType: 'CPF',
    instantKey: '12345678909',
    holderName: 'Ana Paula Souza',
    taxId: '12345678909',
    bankCode: '60701190',
    branch: '0350',
    accountNumber: '12345-6',
    accountType: 'checking',
  },
  {
    instantKeyType: 'EMAIL',
    instantKey: 'joao.silva@example.com.br',
    holderName: 'João Pedro Silva',
    taxId: '52998224725',
    bankCode: '00000000',
    branch: '1607',
    accountNumber: '98765-4',
    accountType: 'savings',
  },
  {
    instantKeyType: 'PHONE',
    instantKey: '+5511987654321',
    holderName: 'Maria Fernanda Oliveira',
    taxId: '11144477735',
    bankCode: '60746948',
    branch: '2373',
    accountNumber: '55501-2',
    accountType: 'checking',
  },
  {
    instantKeyType: 'CNPJ',
    instantKey: '11222333000181',
    holderName: 'Comercial Aurora Ltda',
    taxId: '11222333000181',
    bankCode: '18236120',
    branch: '0001',
    accountNumber: '7788990-1',
    accountType: 'payment',
  },
  {
    instantKeyType: 'EVP',
    instantKey: '123e4567-e89b-42d3-a456-426614174000',
    holderName: 'Comercial Aurora Ltda',
    taxId: '11222333000181',
    bankCode: '18236120',
    branch: '0001',
    accountNumber: '7788990-1',
    accountType: 'payment',
  },
];

/**
 * Spec 2 §5 "A blocked card BIN list is fetched". Demo test numbers the web can type, each passing the Luhn check:
 * 4000 0000 0000 0002 (BIN 400000) and 5105 1051 0510 5100 (BIN 510510).
 */
export const blockedBins: readonly string[] = ['400000', '510510'];
export const blockedBinDemoCards: readonly string[] = ['4000000000000002', '5105105105105100'];
