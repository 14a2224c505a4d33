import { documentCategoryIds, transactionTypeIds } from '@app/contracts';

/**
 * The short dictionaries of spec 1 §3 in the six languages. Each text is `[en, es, pt, ro, ru, uk]`; ids are
 * the same in every language and every tenant, so tests and e2e can name them. Document type ids match the
 * profile fakes (`profile-store.ts`).
 */
export const dictionaryLanguages = ['en', 'es', 'pt', 'ro', 'ru', 'uk'] as const;
export type DictionaryLanguage = (typeof dictionaryLanguages)[number];
export type Texts = readonly [en: string, es: string, pt: string, ro: string, ru: string, uk: string];

/** `ua` is an old spelling of Ukrainian; anything unknown answers in English. */
export function dictionaryLanguage(lang: string | undefined): DictionaryLanguage {
  const code = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (code === 'ua') return 'uk';
  return (dictionaryLanguages as readonly string[]).includes(code) ? (code as DictionaryLanguage) : 'en';
}

export const pick = (texts: Texts, lang: DictionaryLanguage): string =>
  texts[dictionaryLanguages.indexOf(lang)] ?? texts[0];

export interface Entry {
  id: number;
  name: Texts;
  specify?: boolean;
}

const other: Texts = ['Other', 'Otro', 'Outro', 'Altul', 'Другое', 'Інше'];

/** The transaction type dictionary (spec 2 §7), one entry per id of contracts' `transactionTypeIds`. */
export const transactionTypes: readonly Entry[] = [
  {
    id: transactionTypeIds.ownTransfer,
    name: [
      'Transfer between own accounts',
      'Transferencia entre cuentas propias',
      'Transferência entre contas próprias',
      'Transfer între conturi proprii',
      'Перевод между своими счетами',
      'Переказ між власними рахунками',
    ],
  },
  {
    id: transactionTypeIds.paymentSent,
    name: [
      'Payment sent',
      'Pago enviado',
      'Pagamento enviado',
      'Plată trimisă',
      'Отправленный платёж',
      'Надісланий платіж',
    ],
  },
  {
    id: transactionTypeIds.paymentReceived,
    name: [
      'Payment received',
      'Pago recibido',
      'Pagamento recebido',
      'Plată primită',
      'Полученный платёж',
      'Отриманий платіж',
    ],
  },
  {
    id: transactionTypeIds.wireDeposit,
    name: [
      'Bank wire deposit',
      'Depósito por transferencia bancaria',
      'Depósito por transferência bancária',
      'Depunere prin transfer bancar',
      'Пополнение банковским переводом',
      'Поповнення банківським переказом',
    ],
  },
  {
    id: transactionTypeIds.wireWithdrawal,
    name: [
      'Bank wire withdrawal',
      'Retiro por transferencia bancaria',
      'Levantamento por transferência bancária',
      'Retragere prin transfer bancar',
      'Вывод банковским переводом',
      'Виведення банківським переказом',
    ],
  },
  {
    id: transactionTypeIds.cardTopUp,
    name: [
      'Card top-up',
      'Recarga de tarjeta',
      'Carregamento de cartão',
      'Alimentare card',
      'Пополнение карты',
      'Поповнення картки',
    ],
  },
  {
    id: transactionTypeIds.cardPurchase,
    name: [
      'Card purchase',
      'Compra con tarjeta',
      'Compra com cartão',
      'Cumpărătură cu cardul',
      'Покупка по карте',
      'Покупка карткою',
    ],
  },
  {
    id: transactionTypeIds.currencyExchange,
    name: [
      'Currency exchange',
      'Cambio de divisas',
      'Câmbio de moeda',
      'Schimb valutar',
      'Обмен валюты',
      'Обмін валюти',
    ],
  },
  { id: transactionTypeIds.fee, name: ['Fee', 'Comisión', 'Comissão', 'Comision', 'Комиссия', 'Комісія'] },
  { id: transactionTypeIds.refund, name: ['Refund', 'Reembolso', 'Reembolso', 'Rambursare', 'Возврат', 'Повернення'] },
];

/** Variant 1: the customer's own occupation (personal KYC). */
const occupationsPersonal: readonly Entry[] = [
  { id: 1, name: ['Employed', 'Empleado', 'Empregado', 'Angajat', 'Наёмный работник', 'Найманий працівник'] },
  {
    id: 2,
    name: [
      'Self-employed',
      'Autónomo',
      'Trabalhador independente',
      'Persoană fizică autorizată',
      'Самозанятый',
      'Самозайнятий',
    ],
  },
  {
    id: 3,
    name: [
      'Business owner',
      'Propietario de empresa',
      'Empresário',
      'Proprietar de afacere',
      'Владелец бизнеса',
      'Власник бізнесу',
    ],
  },
  { id: 4, name: ['Student', 'Estudiante', 'Estudante', 'Student', 'Студент', 'Студент'] },
  { id: 5, name: ['Retired', 'Jubilado', 'Reformado', 'Pensionar', 'Пенсионер', 'Пенсіонер'] },
  { id: 6, name: ['Unemployed', 'Desempleado', 'Desempregado', 'Șomer', 'Безработный', 'Безробітний'] },
  {
    id: 7,
    name: [
      'Content creator',
      'Creador de contenido',
      'Criador de conteúdo',
      'Creator de conținut',
      'Автор контента',
      'Автор контенту',
    ],
  },
  { id: 8, name: other, specify: true },
];

/** Variant 2: roles of a company's people (business registration and representatives). */
const occupationsBusiness: readonly Entry[] = [
  { id: 101, name: ['Director', 'Director', 'Diretor', 'Director', 'Директор', 'Директор'] },
  {
    id: 102,
    name: [
      'Chief executive officer',
      'Director ejecutivo',
      'Diretor executivo',
      'Director general',
      'Генеральный директор',
      'Генеральний директор',
    ],
  },
  {
    id: 103,
    name: [
      'Chief financial officer',
      'Director financiero',
      'Diretor financeiro',
      'Director financiar',
      'Финансовый директор',
      'Фінансовий директор',
    ],
  },
  { id: 104, name: ['Accountant', 'Contable', 'Contabilista', 'Contabil', 'Бухгалтер', 'Бухгалтер'] },
  { id: 105, name: ['Lawyer', 'Abogado', 'Advogado', 'Avocat', 'Юрист', 'Юрист'] },
  { id: 106, name: ['Manager', 'Gerente', 'Gerente', 'Manager', 'Менеджер', 'Менеджер'] },
  { id: 107, name: ['Shareholder', 'Accionista', 'Acionista', 'Acționar', 'Акционер', 'Акціонер'] },
  { id: 108, name: other, specify: true },
];

export const occupations: Readonly<Record<1 | 2, readonly Entry[]>> = {
  1: occupationsPersonal,
  2: occupationsBusiness,
};

export const personalAgreements: readonly (Entry & { file: string })[] = [
  {
    id: 1,
    file: 'terms',
    name: [
      'Terms and conditions',
      'Términos y condiciones',
      'Termos e condições',
      'Termeni și condiții',
      'Условия использования',
      'Умови використання',
    ],
  },
  {
    id: 2,
    file: 'privacy',
    name: [
      'Privacy policy',
      'Política de privacidad',
      'Política de privacidade',
      'Politica de confidențialitate',
      'Политика конфиденциальности',
      'Політика конфіденційності',
    ],
  },
  {
    id: 3,
    file: 'fees',
    name: ['Fee schedule', 'Tarifas', 'Tabela de comissões', 'Lista de comisioane', 'Тарифы', 'Тарифи'],
  },
];

export const estimatedMonthlyDeposits: readonly Entry[] = [
  {
    id: 1,
    name: ['Up to 1,000 USD', 'Hasta 1.000 USD', 'Até 1.000 USD', 'Până la 1.000 USD', 'До 1 000 USD', 'До 1 000 USD'],
  },
  {
    id: 2,
    name: [
      '1,000 – 5,000 USD',
      '1.000 – 5.000 USD',
      '1.000 – 5.000 USD',
      '1.000 – 5.000 USD',
      '1 000 – 5 000 USD',
      '1 000 – 5 000 USD',
    ],
  },
  {
    id: 3,
    name: [
      '5,000 – 25,000 USD',
      '5.000 – 25.000 USD',
      '5.000 – 25.000 USD',
      '5.000 – 25.000 USD',
      '5 000 – 25 000 USD',
      '5 000 – 25 000 USD',
    ],
  },
  {
    id: 4,
    name: [
      '25,000 – 100,000 USD',
      '25.000 – 100.000 USD',
      '25.000 – 100.000 USD',
      '25.000 – 100.000 USD',
      '25 000 – 100 000 USD',
      '25 000 – 100 000 USD',
    ],
  },
  {
    id: 5,
    name: [
      'Over 100,000 USD',
      'Más de 100.000 USD',
      'Mais de 100.000 USD',
      'Peste 100.000 USD',
      'Более 100 000 USD',
      'Понад 100 000 USD',
    ],
  },
];

export type Side = 'front' | 'back' | 'registrationStamp' | 'passportFront';
export interface DocumentTypeEntry extends Entry {
  sides?: readonly Side[];
  countryCodes?: readonly string[];
}
export interface DocumentCategoryEntry {
  id: number;
  name: Texts;
  types: readonly DocumentTypeEntry[];
}

const frontBack: readonly Side[] = ['front', 'back'];

/** Spec 1 §3: 1 identity, 2 address, 3 phone, 4 business registration, 5 other, 6 relationship, 7 business address, 8 registration address, 9 control, 10 additional, 11 source of wealth, 12 residence permit. */
export const documentCategories: readonly DocumentCategoryEntry[] = [
  {
    id: documentCategoryIds.identity,
    name: [
      'Identity document',
      'Documento de identidad',
      'Documento de identidade',
      'Act de identitate',
      'Удостоверение личности',
      'Посвідчення особи',
    ],
    types: [
      { id: 2, name: ['Passport', 'Pasaporte', 'Passaporte', 'Pașaport', 'Паспорт', 'Паспорт'] },
      {
        id: 4,
        sides: frontBack,
        name: [
          'National identity card',
          'Documento nacional de identidad',
          'Cartão de cidadão',
          'Carte de identitate',
          'Национальное удостоверение личности',
          'Національна ID-картка',
        ],
      },
      {
        id: 5,
        sides: frontBack,
        name: [
          "Driver's license",
          'Permiso de conducir',
          'Carta de condução',
          'Permis de conducere',
          'Водительское удостоверение',
          'Посвідчення водія',
        ],
      },
      {
        id: 88,
        sides: ['registrationStamp', 'passportFront'],
        countryCodes: ['RU', 'UA'],
        name: [
          'Internal passport',
          'Pasaporte interno',
          'Passaporte interno',
          'Pașaport intern',
          'Внутренний паспорт',
          'Внутрішній паспорт',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.address,
    name: [
      'Proof of address',
      'Comprobante de domicilio',
      'Comprovativo de morada',
      'Dovada adresei',
      'Подтверждение адреса',
      'Підтвердження адреси',
    ],
    types: [
      {
        id: 10,
        name: [
          'Utility bill',
          'Factura de servicios',
          'Fatura de serviços',
          'Factură de utilități',
          'Счёт за коммунальные услуги',
          'Рахунок за комунальні послуги',
        ],
      },
      {
        id: 11,
        name: [
          'Bank statement',
          'Extracto bancario',
          'Extrato bancário',
          'Extras de cont',
          'Банковская выписка',
          'Банківська виписка',
        ],
      },
      {
        id: 12,
        name: [
          'Tax bill',
          'Recibo de impuestos',
          'Nota de cobrança de impostos',
          'Decizie de impunere',
          'Налоговое уведомление',
          'Податкове повідомлення',
        ],
      },
      {
        id: 13,
        name: [
          'Lease agreement',
          'Contrato de alquiler',
          'Contrato de arrendamento',
          'Contract de închiriere',
          'Договор аренды',
          'Договір оренди',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.phone,
    name: [
      'Proof of phone',
      'Comprobante de teléfono',
      'Comprovativo de telefone',
      'Dovada numărului de telefon',
      'Подтверждение телефона',
      'Підтвердження телефону',
    ],
    types: [
      {
        id: 20,
        name: [
          'Phone bill',
          'Factura telefónica',
          'Fatura de telefone',
          'Factură de telefon',
          'Счёт за телефон',
          'Рахунок за телефон',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.businessRegistration,
    name: [
      'Business registration',
      'Registro mercantil',
      'Registo comercial',
      'Înregistrarea firmei',
      'Регистрация компании',
      'Реєстрація компанії',
    ],
    types: [
      {
        id: 60,
        name: [
          'Certificate of incorporation',
          'Certificado de constitución',
          'Certidão de constituição',
          'Certificat de înregistrare',
          'Свидетельство о регистрации',
          'Свідоцтво про реєстрацію',
        ],
      },
      {
        id: 61,
        name: ['Articles of association', 'Estatutos sociales', 'Estatutos', 'Act constitutiv', 'Устав', 'Статут'],
      },
    ],
  },
  {
    id: documentCategoryIds.other,
    name: ['Other', 'Otros', 'Outros', 'Altele', 'Прочее', 'Інше'],
    types: [
      {
        id: 41,
        name: [
          'Tax residency self-certification',
          'Autocertificación de residencia fiscal',
          'Autocertificação de residência fiscal',
          'Autocertificare a rezidenței fiscale',
          'Самосертификация налогового резидентства',
          'Самосертифікація податкового резидентства',
        ],
      },
      { id: 42, name: ['W-9 form', 'Formulario W-9', 'Formulário W-9', 'Formular W-9', 'Форма W-9', 'Форма W-9'] },
      {
        id: 43,
        name: [
          'W-8BEN form',
          'Formulario W-8BEN',
          'Formulário W-8BEN',
          'Formular W-8BEN',
          'Форма W-8BEN',
          'Форма W-8BEN',
        ],
      },
      {
        id: 44,
        name: [
          'Certificate of loss of nationality',
          'Certificado de pérdida de nacionalidad',
          'Certidão de perda de nacionalidade',
          'Certificat de pierdere a cetățeniei',
          'Свидетельство об утрате гражданства',
          'Свідоцтво про втрату громадянства',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.relationship,
    name: [
      'Relationship to the company',
      'Relación con la empresa',
      'Relação com a empresa',
      'Relația cu compania',
      'Связь с компанией',
      "Зв'язок з компанією",
    ],
    types: [
      { id: 62, name: ['Power of attorney', 'Poder notarial', 'Procuração', 'Procură', 'Доверенность', 'Довіреність'] },
    ],
  },
  {
    id: documentCategoryIds.businessAddress,
    name: [
      'Business address',
      'Domicilio de la empresa',
      'Morada da empresa',
      'Adresa firmei',
      'Адрес компании',
      'Адреса компанії',
    ],
    types: [
      {
        id: 63,
        name: [
          'Business utility bill',
          'Factura de servicios de la empresa',
          'Fatura de serviços da empresa',
          'Factură de utilități a firmei',
          'Счёт за коммунальные услуги компании',
          'Рахунок за комунальні послуги компанії',
        ],
      },
      {
        id: 64,
        name: [
          'Office lease agreement',
          'Contrato de alquiler de oficina',
          'Contrato de arrendamento do escritório',
          'Contract de închiriere a biroului',
          'Договор аренды офиса',
          'Договір оренди офісу',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.registrationAddress,
    name: [
      'Registration address',
      'Domicilio social',
      'Sede social',
      'Sediul social',
      'Юридический адрес',
      'Юридична адреса',
    ],
    types: [
      {
        id: 65,
        name: [
          'Registered office certificate',
          'Certificado de domicilio social',
          'Certidão da sede social',
          'Certificat privind sediul social',
          'Справка о юридическом адресе',
          'Довідка про юридичну адресу',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.control,
    name: [
      'Ownership and control',
      'Propiedad y control',
      'Propriedade e controlo',
      'Proprietate și control',
      'Владение и контроль',
      'Володіння та контроль',
    ],
    types: [
      {
        id: 66,
        name: [
          'Register of shareholders',
          'Libro registro de accionistas',
          'Registo de acionistas',
          'Registrul acționarilor',
          'Реестр акционеров',
          'Реєстр акціонерів',
        ],
      },
      {
        id: 67,
        name: [
          'Register of directors',
          'Registro de administradores',
          'Registo de administradores',
          'Registrul administratorilor',
          'Реестр директоров',
          'Реєстр директорів',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.additional,
    name: [
      'Additional documents',
      'Documentos adicionales',
      'Documentos adicionais',
      'Documente suplimentare',
      'Дополнительные документы',
      'Додаткові документи',
    ],
    types: [
      {
        id: 68,
        name: [
          'Bank reference letter',
          'Carta de referencia bancaria',
          'Carta de referência bancária',
          'Scrisoare de recomandare bancară',
          'Рекомендательное письмо банка',
          'Рекомендаційний лист банку',
        ],
      },
      {
        id: 69,
        name: [
          'Business plan',
          'Plan de negocio',
          'Plano de negócios',
          'Plan de afaceri',
          'Бизнес-план',
          'Бізнес-план',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.sourceOfWealth,
    name: [
      'Source of wealth',
      'Origen del patrimonio',
      'Origem do património',
      'Sursa averii',
      'Источник благосостояния',
      'Джерело статків',
    ],
    types: [
      {
        id: 31,
        name: [
          'Source of funds statement',
          'Declaración de origen de fondos',
          'Declaração de origem dos fundos',
          'Declarație privind sursa fondurilor',
          'Декларация об источнике средств',
          'Декларація про джерело коштів',
        ],
      },
      {
        id: 32,
        name: [
          'Financial statements',
          'Estados financieros',
          'Demonstrações financeiras',
          'Situații financiare',
          'Финансовая отчётность',
          'Фінансова звітність',
        ],
      },
    ],
  },
  {
    id: documentCategoryIds.residencePermit,
    name: [
      'Residence permit',
      'Permiso de residencia',
      'Autorização de residência',
      'Permis de ședere',
      'Вид на жительство',
      'Посвідка на проживання',
    ],
    types: [
      {
        id: 50,
        name: [
          'Residence permit',
          'Permiso de residencia',
          'Autorização de residência',
          'Permis de ședere',
          'Вид на жительство',
          'Посвідка на проживання',
        ],
      },
    ],
  },
];

/** Proof-of-address documents: the address category's types, plus the ones a country adds. */
export const addressDocumentTypesByCountry: Readonly<Record<string, readonly Entry[]>> = {
  RU: [
    {
      id: 88,
      name: [
        'Internal passport (registration page)',
        'Pasaporte interno (página de empadronamiento)',
        'Passaporte interno (página de registo)',
        'Pașaport intern (pagina de înregistrare)',
        'Внутренний паспорт (страница регистрации)',
        'Внутрішній паспорт (сторінка реєстрації)',
      ],
    },
  ],
  UA: [
    {
      id: 88,
      name: [
        'Internal passport (registration page)',
        'Pasaporte interno (página de empadronamiento)',
        'Passaporte interno (página de registo)',
        'Pașaport intern (pagina de înregistrare)',
        'Внутренний паспорт (страница регистрации)',
        'Внутрішній паспорт (сторінка реєстрації)',
      ],
    },
  ],
  US: [
    {
      id: 14,
      name: [
        'State-issued ID with address',
        'Identificación estatal con domicilio',
        'Identificação estadual com morada',
        'Act de identitate de stat cu adresă',
        'Удостоверение штата с адресом',
        'Посвідчення штату з адресою',
      ],
    },
  ],
};

export const sourcesOfFunds: Readonly<Record<'personal' | 'personalV2' | 'employee' | 'business', readonly Entry[]>> = {
  personal: [
    { id: 1, name: ['Salary', 'Salario', 'Salário', 'Salariu', 'Заработная плата', 'Заробітна плата'] },
    { id: 2, name: ['Savings', 'Ahorros', 'Poupanças', 'Economii', 'Сбережения', 'Заощадження'] },
    { id: 3, name: ['Investments', 'Inversiones', 'Investimentos', 'Investiții', 'Инвестиции', 'Інвестиції'] },
    { id: 4, name: ['Inheritance', 'Herencia', 'Herança', 'Moștenire', 'Наследство', 'Спадщина'] },
    {
      id: 5,
      name: [
        'Sale of property',
        'Venta de propiedad',
        'Venda de imóvel',
        'Vânzarea unei proprietăți',
        'Продажа имущества',
        'Продаж майна',
      ],
    },
    { id: 6, name: other, specify: true },
  ],
  personalV2: [
    {
      id: 11,
      name: [
        'Employment income',
        'Ingresos laborales',
        'Rendimentos do trabalho',
        'Venituri din muncă',
        'Доход от работы по найму',
        'Дохід від роботи за наймом',
      ],
    },
    {
      id: 12,
      name: [
        'Self-employment income',
        'Ingresos como autónomo',
        'Rendimentos de trabalho independente',
        'Venituri din activități independente',
        'Доход от самозанятости',
        'Дохід від самозайнятості',
      ],
    },
    { id: 13, name: ['Pension', 'Pensión', 'Pensão', 'Pensie', 'Пенсия', 'Пенсія'] },
    { id: 14, name: ['Gifts', 'Donaciones', 'Doações', 'Donații', 'Подарки', 'Подарунки'] },
    {
      id: 15,
      name: ['Cryptocurrency', 'Criptomonedas', 'Criptomoedas', 'Criptomonede', 'Криптовалюта', 'Криптовалюта'],
    },
    { id: 16, name: other, specify: true },
  ],
  employee: [
    {
      id: 21,
      name: [
        'Salary from the company',
        'Salario de la empresa',
        'Salário da empresa',
        'Salariu de la firmă',
        'Зарплата от компании',
        'Зарплата від компанії',
      ],
    },
    {
      id: 22,
      name: [
        'Bonuses and commissions',
        'Bonificaciones y comisiones',
        'Bónus e comissões',
        'Bonusuri și comisioane',
        'Премии и комиссионные',
        'Премії та комісійні',
      ],
    },
    {
      id: 23,
      name: [
        'Expense reimbursements',
        'Reembolso de gastos',
        'Reembolso de despesas',
        'Decontarea cheltuielilor',
        'Возмещение расходов',
        'Відшкодування витрат',
      ],
    },
    { id: 24, name: other, specify: true },
  ],
  business: [
    {
      id: 31,
      name: [
        'Revenue from sales',
        'Ingresos por ventas',
        'Receitas de vendas',
        'Venituri din vânzări',
        'Выручка от продаж',
        'Виручка від продажів',
      ],
    },
    {
      id: 32,
      name: [
        'Investment from shareholders',
        'Aportaciones de los accionistas',
        'Investimento dos acionistas',
        'Aportul acționarilor',
        'Вложения акционеров',
        'Внески акціонерів',
      ],
    },
    { id: 33, name: ['Loans', 'Préstamos', 'Empréstimos', 'Împrumuturi', 'Займы', 'Позики'] },
    { id: 34, name: ['Grants', 'Subvenciones', 'Subsídios', 'Granturi', 'Гранты', 'Гранти'] },
    { id: 35, name: other, specify: true },
  ],
};

export const purposes: Readonly<Record<'personal' | 'business', readonly Entry[]>> = {
  personal: [
    {
      id: 1,
      name: [
        'Receiving salary',
        'Recibir el salario',
        'Receber o salário',
        'Primirea salariului',
        'Получение зарплаты',
        'Отримання зарплати',
      ],
    },
    {
      id: 2,
      name: [
        'Paying for goods and services',
        'Pagar bienes y servicios',
        'Pagar bens e serviços',
        'Plata bunurilor și serviciilor',
        'Оплата товаров и услуг',
        'Оплата товарів і послуг',
      ],
    },
    {
      id: 3,
      name: [
        'Sending money to family and friends',
        'Enviar dinero a familiares y amigos',
        'Enviar dinheiro a familiares e amigos',
        'Trimiterea de bani familiei și prietenilor',
        'Переводы родным и друзьям',
        'Перекази рідним і друзям',
      ],
    },
    { id: 4, name: ['Savings', 'Ahorro', 'Poupança', 'Economisire', 'Сбережения', 'Заощадження'] },
    { id: 5, name: other, specify: true },
  ],
  business: [
    {
      id: 11,
      name: [
        'Receiving payments from customers',
        'Cobrar a clientes',
        'Receber pagamentos de clientes',
        'Încasări de la clienți',
        'Получение платежей от клиентов',
        'Отримання платежів від клієнтів',
      ],
    },
    {
      id: 12,
      name: [
        'Paying suppliers',
        'Pagar a proveedores',
        'Pagar a fornecedores',
        'Plata furnizorilor',
        'Оплата поставщикам',
        'Оплата постачальникам',
      ],
    },
    {
      id: 13,
      name: [
        'Paying salaries',
        'Pagar nóminas',
        'Pagar salários',
        'Plata salariilor',
        'Выплата зарплат',
        'Виплата зарплат',
      ],
    },
    {
      id: 14,
      name: [
        'Paying affiliates and models',
        'Pagar a afiliados y modelos',
        'Pagar a afiliados e modelos',
        'Plata afiliaților și modelelor',
        'Выплаты партнёрам и моделям',
        'Виплати партнерам і моделям',
      ],
    },
    { id: 15, name: other, specify: true },
  ],
};

export const industryGroups: readonly {
  group: 'adult' | 'mainstream' | 'financial' | 'investment';
  items: readonly Entry[];
}[] = [
  {
    group: 'adult',
    items: [
      {
        id: 1,
        name: [
          'Adult content websites',
          'Sitios web de contenido para adultos',
          'Sites de conteúdo adulto',
          'Site-uri cu conținut pentru adulți',
          'Сайты для взрослых',
          'Сайти для дорослих',
        ],
      },
      {
        id: 2,
        name: [
          'Live-streaming studios',
          'Estudios de transmisión en directo',
          'Estúdios de transmissão ao vivo',
          'Studiouri de transmisiuni live',
          'Студии прямых трансляций',
          'Студії прямих трансляцій',
        ],
      },
      {
        id: 3,
        name: [
          'Adult entertainment production',
          'Producción de entretenimiento para adultos',
          'Produção de entretenimento adulto',
          'Producție de divertisment pentru adulți',
          'Производство развлечений для взрослых',
          'Виробництво розваг для дорослих',
        ],
      },
    ],
  },
  {
    group: 'mainstream',
    items: [
      {
        id: 10,
        name: [
          'E-commerce',
          'Comercio electrónico',
          'Comércio eletrónico',
          'Comerț electronic',
          'Электронная коммерция',
          'Електронна комерція',
        ],
      },
      {
        id: 11,
        name: [
          'Software and IT services',
          'Software y servicios informáticos',
          'Software e serviços de TI',
          'Software și servicii IT',
          'ПО и ИТ-услуги',
          'ПЗ та ІТ-послуги',
        ],
      },
      {
        id: 12,
        name: [
          'Marketing and advertising',
          'Marketing y publicidad',
          'Marketing e publicidade',
          'Marketing și publicitate',
          'Маркетинг и реклама',
          'Маркетинг і реклама',
        ],
      },
      {
        id: 13,
        name: [
          'Travel and hospitality',
          'Viajes y hostelería',
          'Viagens e hotelaria',
          'Turism și ospitalitate',
          'Туризм и гостеприимство',
          'Туризм і гостинність',
        ],
      },
      { id: 14, name: ['Consulting', 'Consultoría', 'Consultoria', 'Consultanță', 'Консалтинг', 'Консалтинг'] },
    ],
  },
  {
    group: 'financial',
    items: [
      {
        id: 20,
        name: [
          'Payment service provider',
          'Proveedor de servicios de pago',
          'Prestador de serviços de pagamento',
          'Furnizor de servicii de plată',
          'Платёжный провайдер',
          'Платіжний провайдер',
        ],
      },
      {
        id: 21,
        name: [
          'Money transfer operator',
          'Operador de transferencias de dinero',
          'Operador de transferências de dinheiro',
          'Operator de transfer de bani',
          'Оператор денежных переводов',
          'Оператор грошових переказів',
        ],
      },
      {
        id: 22,
        name: [
          'Currency exchange',
          'Casa de cambio',
          'Casa de câmbio',
          'Casă de schimb valutar',
          'Обмен валют',
          'Обмін валют',
        ],
      },
    ],
  },
  {
    group: 'investment',
    items: [
      {
        id: 30,
        name: [
          'Asset management',
          'Gestión de activos',
          'Gestão de ativos',
          'Administrarea activelor',
          'Управление активами',
          'Управління активами',
        ],
      },
      { id: 31, name: ['Brokerage', 'Corretaje', 'Corretagem', 'Brokeraj', 'Брокерские услуги', 'Брокерські послуги'] },
      {
        id: 32,
        name: [
          'Venture capital',
          'Capital riesgo',
          'Capital de risco',
          'Capital de risc',
          'Венчурный капитал',
          'Венчурний капітал',
        ],
      },
    ],
  },
];

export interface QuestionEntry {
  id: string;
  text: Texts;
  type: 'radio' | 'text';
  options?: readonly { value: string; label: Texts }[];
}

const yesNo = [
  { value: 'yes', label: ['Yes', 'Sí', 'Sim', 'Da', 'Да', 'Так'] },
  { value: 'no', label: ['No', 'No', 'Não', 'Nu', 'Нет', 'Ні'] },
] as const satisfies QuestionEntry['options'];

/** anotherAccount / businessAnotherAccount: 'yes' opens a textarea; controlAccount: option '2' asks for a name and a date. */
export const additionalQuestions: Readonly<Record<'personal' | 'business', readonly QuestionEntry[]>> = {
  personal: [
    {
      id: 'anotherAccount',
      type: 'radio',
      options: yesNo,
      text: [
        'Do you have another account with us?',
        '¿Tiene otra cuenta con nosotros?',
        'Tem outra conta connosco?',
        'Aveți un alt cont la noi?',
        'Есть ли у вас другой счёт у нас?',
        'Чи є у вас інший рахунок у нас?',
      ],
    },
  ],
  business: [
    {
      id: 'businessAnotherAccount',
      type: 'radio',
      options: yesNo,
      text: [
        'Do the company or its owners have another account with us?',
        '¿La empresa o sus propietarios tienen otra cuenta con nosotros?',
        'A empresa ou os seus proprietários têm outra conta connosco?',
        'Compania sau proprietarii săi au un alt cont la noi?',
        'Есть ли у компании или её владельцев другой счёт у нас?',
        'Чи має компанія або її власники інший рахунок у нас?',
      ],
    },
    {
      id: 'controlAccount',
      type: 'radio',
      options: [
        {
          value: '1',
          label: [
            "The company's own directors",
            'Los administradores de la empresa',
            'Os administradores da empresa',
            'Administratorii companiei',
            'Директора компании',
            'Директори компанії',
          ],
        },
        {
          value: '2',
          label: [
            'A third party on behalf of the company',
            'Un tercero en nombre de la empresa',
            'Um terceiro em nome da empresa',
            'O terță parte în numele companiei',
            'Третье лицо от имени компании',
            'Третя особа від імені компанії',
          ],
        },
      ],
      text: [
        'Who controls the account?',
        '¿Quién controla la cuenta?',
        'Quem controla a conta?',
        'Cine controlează contul?',
        'Кто управляет счётом?',
        'Хто керує рахунком?',
      ],
    },
  ],
};

/** Currencies the brands hold. Names come from Intl.DisplayNames, decimals from money.ts. */
export const currencyCodes: readonly string[] = [
  'EUR',
  'USD',
  'GBP',
  'AUD',
  'CAD',
  'RON',
  'CHF',
  'PLN',
  'CZK',
  'HUF',
  'SEK',
  'NOK',
  'DKK',
  'JPY',
  // the crypto assets of the wallets (handlers/accounts.ts): their decimals come from the same table
  'BTC',
  'ETH',
  'USDT',
  'USDC',
];
