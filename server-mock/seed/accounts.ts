// Companies and users. Every user's password is 'Statefront1!', stored as a scrypt hash whose salt is derived
// from the user id (so the seed is the same on every call).
// Users' organisation entries copy the company fields the contract lists, so login needs no join.
import type { Address, Organisation } from '../../openapi/types.ts';
import type { SeedCompany, SeedUser } from '../data.ts';
import { currentPasswordCost, passwordCost, seedPasswordHash } from '../passwords.ts';
import { B2B_GROUP, CONSUMER_GROUP } from './markets.ts';
import { seedPasswordHashes } from './password-hashes.gen.ts';
import { iso, kebab } from './util.ts';

export const PASSWORD = 'Statefront1!';

interface AddressSpec {
  name: string;
  street: string;
  house?: string;
  co?: string;
  city: string;
  postal: string;
}

interface CompanySpec {
  name: string;
  orgNo: string;
  vat: string;
  country: string;
  domain: string;
  phone: string;
  contact: string;
  status?: string;
  creditCheck?: boolean;
  externalRef?: string;
  billing: AddressSpec[];
  shipping: AddressSpec[];
  /** Made by `plain`: agent13 is an agent of each of them. */
  plain?: boolean;
}

const COMPANIES: CompanySpec[] = [
  {
    name: 'Acme AB',
    orgNo: '556677-8899',
    vat: 'SE556677889901',
    country: 'SE',
    domain: 'acme.test',
    phone: '+46812345670',
    contact: 'Anna Lindqvist',
    externalRef: 'ERP-10001',
    billing: [
      { name: 'Huvudkontor', street: 'Sveavägen', house: '44', city: 'Stockholm', postal: '111 34' },
      {
        name: 'Ekonomiavdelningen',
        street: 'Box 1203',
        co: 'Acme AB Ekonomi',
        city: 'Solna',
        postal: '171 23',
      },
    ],
    shipping: [
      { name: 'Lager Västberga', street: 'Elektravägen', house: '22', city: 'Hägersten', postal: '126 30' },
      {
        name: 'Kontor Göteborg',
        street: 'Kungsportsavenyen',
        house: '10',
        city: 'Göteborg',
        postal: '411 36',
      },
    ],
  },
  {
    name: 'Nordic Print Oy',
    orgNo: '2345678-9',
    vat: 'FI23456789',
    country: 'FI',
    domain: 'nordicprint.test',
    phone: '+358912345678',
    contact: 'Aino Virtanen',
    externalRef: 'ERP-20001',
    billing: [
      { name: 'Pääkonttori', street: 'Mannerheimintie', house: '12', city: 'Helsinki', postal: '00100' },
    ],
    shipping: [
      { name: 'Varasto Vantaa', street: 'Tikkurilantie', house: '80', city: 'Vantaa', postal: '01300' },
      { name: 'Toimisto Tampere', street: 'Hämeenkatu', house: '5', city: 'Tampere', postal: '33100' },
    ],
  },
  {
    name: 'Bergström Bygg AB',
    orgNo: '556012-3456',
    vat: 'SE556012345601',
    country: 'SE',
    domain: 'bergstrombygg.test',
    phone: '+46311234560',
    contact: 'Lars Bergström',
    billing: [{ name: 'Kontor', street: 'Hisingsgatan', house: '30', city: 'Göteborg', postal: '417 03' }],
    shipping: [
      { name: 'Byggarbetsplats', street: 'Lindholmsallén', house: '2', city: 'Göteborg', postal: '417 56' },
    ],
  },
  {
    // Inactive: checkout shows the inactive-company warning.
    name: 'Sleepy AB',
    orgNo: '556234-5678',
    vat: 'SE556234567801',
    country: 'SE',
    domain: 'sleepy.test',
    phone: '+46181234567',
    contact: 'Sofia Lund',
    status: 'inactive',
    billing: [
      { name: 'Kontor', street: 'Dragarbrunnsgatan', house: '12', city: 'Uppsala', postal: '753 20' },
    ],
    shipping: [
      { name: 'Kontor', street: 'Dragarbrunnsgatan', house: '12', city: 'Uppsala', postal: '753 20' },
    ],
  },
  {
    // Active but not credit-valid.
    name: 'Riskable AB',
    orgNo: '556345-6789',
    vat: 'SE556345678901',
    country: 'SE',
    domain: 'riskable.test',
    phone: '+46401234567',
    contact: 'Viktor Rask',
    creditCheck: false,
    billing: [{ name: 'Kontor', street: 'Stortorget', house: '9', city: 'Malmö', postal: '211 22' }],
    shipping: [{ name: 'Lager', street: 'Industrigatan', house: '3', city: 'Malmö', postal: '212 14' }],
  },
  // Plain companies, so the company search has two pages of ten.
  plain(
    'Göta Event AB',
    '556456-7890',
    'SE',
    'Kristina Holmberg',
    'Avenyn 5',
    'Göteborg',
    '411 36',
    '+46317654321',
  ),
  plain(
    'Norrsken Media AB',
    '556567-8901',
    'SE',
    'Jonas Lundgren',
    'Storgatan 44',
    'Umeå',
    '903 26',
    '+46907654321',
  ),
  plain(
    'Fjordline Reklame AS',
    '923456781',
    'NO',
    'Ingrid Solberg',
    'Bryggen 11',
    'Bergen',
    '5003',
    '+4755123456',
  ),
  plain(
    'Københavns Kaffebar ApS',
    '34567812',
    'DK',
    'Mette Nielsen',
    'Vesterbrogade 20',
    'København V',
    '1620',
    '+4533123456',
  ),
  plain(
    'Malmö Måleri AB',
    '556678-9012',
    'SE',
    'Fredrik Åberg',
    'Amiralsgatan 17',
    'Malmö',
    '211 55',
    '+46407654321',
  ),
  plain(
    'Uppsala Tech Konsult AB',
    '556789-0123',
    'SE',
    'Sara Wikström',
    'Kungsgatan 60',
    'Uppsala',
    '753 21',
    '+46187654321',
  ),
  plain(
    'Helsinki Design Studio Oy',
    '3456789-0',
    'FI',
    'Eero Mäkinen',
    'Bulevardi 8',
    'Helsinki',
    '00120',
    '+358987654321',
  ),
  plain(
    'Västkust Fiske AB',
    '556890-1234',
    'SE',
    'Anders Hedlund',
    'Hamngatan 3',
    'Smögen',
    '456 50',
    '+46523123456',
  ),
  plain(
    'Dalarna Trä AB',
    '556901-2345',
    'SE',
    'Birgitta Dahl',
    'Ågatan 21',
    'Falun',
    '791 30',
    '+4623123456',
  ),
  plain(
    'Stockholm Padel Club AB',
    '559012-3456',
    'SE',
    'Marcus Ek',
    'Hornsgatan 120',
    'Stockholm',
    '117 28',
    '+46861234567',
  ),
  plain(
    'Lund Biotech AB',
    '559123-4567',
    'SE',
    'Helena Sjöberg',
    'Scheelevägen 2',
    'Lund',
    '223 63',
    '+46461234567',
  ),
  plain(
    'Hamburg Werbemittel GmbH',
    'HRB 123456',
    'DE',
    'Katrin Weber',
    'Speicherstadt 4',
    'Hamburg',
    '20457',
    '+4940123456',
    'DE812345678',
  ),
  // A Norwegian company of the B2B store group, for a business buyer who shops in /no/ in NOK. Last in the list,
  // so every earlier company and address keeps its id and dates.
  {
    name: 'Fjellvang Profil AS',
    orgNo: '912345688',
    vat: 'NO912345688MVA',
    country: 'NO',
    domain: 'fjellvang.test',
    phone: '+4722123456',
    contact: 'Kari Haugen',
    billing: [{ name: 'Hovedkontor', street: 'Karl Johans gate', house: '22', city: 'Oslo', postal: '0159' }],
    shipping: [{ name: 'Lager Alnabru', street: 'Alnabruveien', house: '10', city: 'Oslo', postal: '0668' }],
  },
];

/** A company with one address used for both billing and delivery. */
function plain(
  name: string,
  orgNo: string,
  country: string,
  contact: string,
  street: string,
  city: string,
  postal: string,
  phone: string,
  vatId?: string,
): CompanySpec {
  const digits = orgNo.replace(/\D/g, '');
  // VAT ids follow each country's pattern: SE + number + 01, NO + number + MVA, FI/DK + number.
  const vat =
    vatId ??
    (country === 'SE' ? `SE${digits}01` : country === 'NO' ? `NO${digits}MVA` : `${country}${digits}`);
  const office: Record<string, string> = { FI: 'Toimisto', DE: 'Büro' };
  const address = { name: office[country] ?? 'Kontor', street, city, postal };
  return {
    name,
    orgNo,
    vat,
    country,
    domain: `${kebab(name).replace(/-(ab|as|aps|oy|gmbh)$/, '')}.test`,
    phone,
    contact,
    billing: [address],
    shipping: [{ ...address }],
    plain: true,
  };
}

/** Regions of the seed's delivery cities: the company form asks shipping addresses for a state or province. */
const REGIONS: Record<string, string> = {
  Stockholm: 'Stockholms län',
  Hägersten: 'Stockholms län',
  Göteborg: 'Västra Götalands län',
  Smögen: 'Västra Götalands län',
  Uppsala: 'Uppsala län',
  Malmö: 'Skåne län',
  Lund: 'Skåne län',
  Umeå: 'Västerbottens län',
  Falun: 'Dalarnas län',
  Helsinki: 'Uusimaa',
  Vantaa: 'Uusimaa',
  Tampere: 'Pirkanmaa',
  Bergen: 'Vestland',
  Oslo: 'Oslo',
  'København V': 'Hovedstaden',
  Hamburg: 'Hamburg',
};

export function buildCompanies(): SeedCompany[] {
  let addressCount = 0; // Local counter: ids are the same on every call.
  return COMPANIES.map((spec, index) => {
    const id = `c-${kebab(spec.name)}`;
    const created = iso(9, 1 + (index % 10), 8, index);
    const address =
      (kind: 'billing' | 'shipping') =>
      (a: AddressSpec, position: number): Address => {
        addressCount += 1;
        const result: Address = {
          id: `a-${addressCount}`,
          company_id: id,
          name: a.name,
          company_name: spec.name,
          street_address: a.street,
          city: a.city,
          postal_code: a.postal,
          country: spec.country,
          phone: spec.phone,
          is_default: position === 0,
          shipping_type: 'standard',
          created_at: created,
          updated_at: created,
        };
        if (a.house) result.house_number = a.house;
        if (kind === 'shipping' && REGIONS[a.city]) result.state_province = REGIONS[a.city];
        if (a.co) result.co_address = a.co;
        return result;
      };
    return {
      id,
      name: spec.name,
      email: `info@${spec.domain}`,
      invoice_email: `faktura@${spec.domain}`,
      phone: spec.phone,
      organisation_number: spec.orgNo,
      tax_id_vat_number: spec.vat,
      contact_name: spec.contact,
      external_ref: spec.externalRef ?? `ERP-${30001 + index}`,
      credit_check: spec.creditCheck ?? true,
      status: spec.status ?? 'active',
      custom_fields: {},
      store_groups: [B2B_GROUP],
      billing_address: spec.billing.map(address('billing')),
      shipping_address: spec.shipping.map(address('shipping')),
    };
  });
}

type Membership = [
  companyName: string,
  role: Organisation['role'],
  level: Organisation['level'],
  /** Granted the approver permission by an admin (issue 33; an admin is one anyway). */
  approver?: boolean,
];

interface UserSpec {
  first: string;
  last: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  memberships?: Membership[];
  market?: string;
  superAdmin?: boolean;
  /** Reads the recorded flow usage on the flow atlas (docs/decisions/047). */
  flowAnalyst?: boolean;
  verified?: boolean;
  status?: SeedUser['status'];
  /** Consumers shop in the consumer store group, company members in B2B. */
  consumer?: boolean;
}

const ACME = 'Acme AB';
const NORDIC = 'Nordic Print Oy';
/** The companies made by `plain` (the sixth to the eighteenth). */
const PLAIN_COMPANIES = COMPANIES.filter((company) => company.plain).map((company) => company.name);
const FJELLVANG = 'Fjellvang Profil AS';

const USERS: UserSpec[] = [
  // QA identities
  {
    first: 'Sara',
    last: 'Nyström',
    email: 'consumer@statefront.test',
    phone: '+46701234501',
    street: 'Ringvägen 12',
    zip: '118 60',
    city: 'Stockholm',
    consumer: true,
  },
  {
    first: 'Anna',
    last: 'Lindqvist',
    email: 'admin@acme.test',
    phone: '+46701234502',
    street: 'Sveavägen 44',
    zip: '111 34',
    city: 'Stockholm',
    memberships: [[ACME, 'customer', 'admin']],
  },
  {
    first: 'Johan',
    last: 'Berg',
    email: 'buyer@acme.test',
    phone: '+46701234503',
    street: 'Elektravägen 22',
    zip: '126 30',
    city: 'Hägersten',
    memberships: [[ACME, 'customer', 'default']],
  },
  {
    first: 'Mikael',
    last: 'Holm',
    email: 'agent@statefront.test',
    phone: '+46701234504',
    street: 'Vasagatan 7',
    zip: '111 20',
    city: 'Stockholm',
    memberships: [
      [ACME, 'agent', 'default'],
      [NORDIC, 'agent', 'default'],
    ],
  },
  {
    first: 'Karin',
    last: 'Ek',
    email: 'super@statefront.test',
    phone: '+46701234505',
    street: 'Drottninggatan 80',
    zip: '111 36',
    city: 'Stockholm',
    superAdmin: true,
  },
  {
    first: 'Oskar',
    last: 'Sandberg',
    email: 'multi@statefront.test',
    phone: '+46701234506',
    street: 'Kungsgatan 15',
    zip: '411 19',
    city: 'Göteborg',
    memberships: [
      [ACME, 'customer', 'default'],
      ['Bergström Bygg AB', 'customer', 'default'],
    ],
  },
  {
    first: 'Elin',
    last: 'Strand',
    email: 'unverified@statefront.test',
    phone: '+46701234507',
    street: 'Södra Förstadsgatan 30',
    zip: '211 43',
    city: 'Malmö',
    consumer: true,
    verified: false,
  },
  {
    first: 'David',
    last: 'Forsberg',
    email: 'pending@statefront.test',
    phone: '+46701234508',
    street: 'Storgatan 3',
    zip: '903 26',
    city: 'Umeå',
    consumer: true,
    status: 'pending',
  },
  // More Acme members, so the users tab has two pages of ten.
  {
    first: 'Lisa',
    last: 'Karlsson',
    email: 'lisa.karlsson@acme.test',
    phone: '+46701234511',
    street: 'Fleminggatan 9',
    zip: '112 26',
    city: 'Stockholm',
    // A default-level approver: the first of two tiers is hers, the admin's is not (issue 33).
    memberships: [[ACME, 'customer', 'default', true]],
  },
  {
    first: 'Per',
    last: 'Nilsson',
    email: 'per.nilsson@acme.test',
    phone: '+46701234512',
    street: 'Götgatan 50',
    zip: '118 26',
    city: 'Stockholm',
    memberships: [[ACME, 'customer', 'default']],
  },
  {
    first: 'Emma',
    last: 'Svensson',
    email: 'emma.svensson@acme.test',
    phone: '+46701234513',
    street: 'Linnégatan 21',
    zip: '413 04',
    city: 'Göteborg',
    memberships: [[ACME, 'customer', 'admin']],
  },
  {
    first: 'Erik',
    last: 'Johansson',
    email: 'erik.johansson@acme.test',
    phone: '+46701234514',
    street: 'Hornsgatan 64',
    zip: '118 21',
    city: 'Stockholm',
    memberships: [[ACME, 'customer', 'default']],
  },
  {
    first: 'Maja',
    last: 'Andersson',
    email: 'maja.andersson@acme.test',
    phone: '+46701234515',
    street: 'Råsundavägen 100',
    zip: '169 57',
    city: 'Solna',
    memberships: [[ACME, 'customer', 'default']],
  },
  {
    first: 'Nils',
    last: 'Gustafsson',
    email: 'nils.gustafsson@acme.test',
    phone: '+46701234516',
    street: 'Tegnérgatan 8',
    zip: '113 58',
    city: 'Stockholm',
    memberships: [[ACME, 'customer', 'default']],
  },
  {
    first: 'Ida',
    last: 'Persson',
    email: 'ida.persson@acme.test',
    phone: '+46701234517',
    street: 'Odengatan 33',
    zip: '113 51',
    city: 'Stockholm',
    memberships: [[ACME, 'customer', 'default']],
  },
  {
    first: 'Henrik',
    last: 'Olsson',
    email: 'henrik.olsson@acme.test',
    phone: '+46701234518',
    street: 'Ringvägen 90',
    zip: '116 61',
    city: 'Stockholm',
    memberships: [[ACME, 'customer', 'default']],
  },
  // Members of the other companies
  {
    first: 'Aino',
    last: 'Virtanen',
    email: 'aino.virtanen@nordicprint.test',
    phone: '+358401234501',
    street: 'Mannerheimintie 12',
    zip: '00100',
    city: 'Helsinki',
    market: 'fi',
    memberships: [[NORDIC, 'customer', 'admin']],
  },
  {
    first: 'Mikko',
    last: 'Laine',
    email: 'mikko.laine@nordicprint.test',
    phone: '+358401234502',
    street: 'Hämeenkatu 5',
    zip: '33100',
    city: 'Tampere',
    market: 'fi',
    memberships: [[NORDIC, 'customer', 'default']],
  },
  {
    first: 'Lars',
    last: 'Bergström',
    email: 'lars@bergstrombygg.test',
    phone: '+46701234521',
    street: 'Hisingsgatan 30',
    zip: '417 03',
    city: 'Göteborg',
    memberships: [['Bergström Bygg AB', 'customer', 'admin']],
  },
  {
    first: 'Sofia',
    last: 'Lund',
    email: 'sofia.lund@sleepy.test',
    phone: '+46701234522',
    street: 'Dragarbrunnsgatan 12',
    zip: '753 20',
    city: 'Uppsala',
    memberships: [['Sleepy AB', 'customer', 'admin']],
  },
  {
    first: 'Viktor',
    last: 'Rask',
    email: 'viktor.rask@riskable.test',
    phone: '+46701234523',
    street: 'Stortorget 9',
    zip: '211 22',
    city: 'Malmö',
    memberships: [['Riskable AB', 'customer', 'admin']],
  },
  // An agent of 13 companies (Acme AB and the twelve plain ones): more than the chooser's first page of ten.
  // Last in the list, so every earlier user keeps its id, dates and preferences.
  {
    first: 'Tove',
    last: 'Agrell',
    email: 'agent13@statefront.test',
    phone: '+46701234509',
    street: 'Birger Jarlsgatan 12',
    zip: '114 34',
    city: 'Stockholm',
    memberships: [ACME, ...PLAIN_COMPANIES].map((name): Membership => [name, 'agent', 'default']),
  },
  // A Norwegian business buyer: shops in /no/, in Norwegian and NOK, at the B2B store group's prices.
  {
    first: 'Kari',
    last: 'Haugen',
    email: 'kari.haugen@fjellvang.test',
    phone: '+4791234567',
    street: 'Karl Johans gate 22',
    zip: '0159',
    city: 'Oslo',
    market: 'no',
    memberships: [[FJELLVANG, 'customer', 'default']],
  },
  // The flow analyst: signs in on the flow atlas to read the recorded usage; belongs to no company.
  {
    first: 'Vera',
    last: 'Analys',
    email: 'analyst@statefront.test',
    phone: '+46701234510',
    street: 'Regeringsgatan 20',
    zip: '111 53',
    city: 'Stockholm',
    consumer: true,
    flowAnalyst: true,
  },
];

const MARKET_LANGUAGE: Record<string, { language: string; country: string }> = {
  se: { language: 'sv', country: 'SE' },
  no: { language: 'nb', country: 'NO' },
  fi: { language: 'fi', country: 'FI' },
};

export function buildUsers(companies: SeedCompany[]): SeedUser[] {
  const membership = ([companyName, role, level, approver]: Membership): Organisation => {
    const company = companies.find((c) => c.name === companyName);
    if (!company) throw new Error(`seed: unknown company ${companyName}`);
    const organisation: Organisation = {
      id: company.id,
      name: company.name,
      role,
      level,
      status: company.status,
      organisation_number: company.organisation_number,
    };
    if (company.tax_id_vat_number) organisation.tax_id_vat_number = company.tax_id_vat_number;
    if (company.contact_name) organisation.contact_name = company.contact_name;
    if (approver) organisation.approver = true;
    return organisation;
  };
  return USERS.map((spec, index) => {
    const market = spec.market ?? 'se';
    const locale = MARKET_LANGUAGE[market] ?? { language: 'sv', country: 'SE' };
    const id = `u-${kebab(`${spec.first} ${spec.last}`)}`;
    return {
      id,
      email: spec.email,
      first_name: spec.first,
      last_name: spec.last,
      phone_number: spec.phone,
      address: { street: spec.street, zip_code: spec.zip, city: spec.city },
      store_group: spec.consumer ? CONSUMER_GROUP : B2B_GROUP,
      market,
      language: locale.language,
      country_code: locale.country,
      communication_preferences: { allow_email: true, allow_sms: index % 3 === 0, allow_postal: false },
      is_super_admin: spec.superAdmin ?? false,
      ...(spec.flowAnalyst ? { flowAnalyst: true } : {}),
      email_verified: spec.verified ?? true,
      status: spec.status ?? 'active',
      organisations: (spec.memberships ?? []).map(membership),
      // The generated hashes are of the backend's cost; a test run's cheaper one hashes afresh (decision 072).
      passwordHash:
        (currentPasswordCost() === passwordCost ? seedPasswordHashes[id] : undefined) ??
        seedPasswordHash(id, PASSWORD),
      created_at: iso(9, 2 + (index % 20), 10, index * 2),
    };
  });
}

/** Companies and their users together (users copy company fields into their organisation entries). */
export function buildAccounts(): { companies: SeedCompany[]; users: SeedUser[] } {
  const companies = buildCompanies();
  return { companies, users: buildUsers(companies) };
}
