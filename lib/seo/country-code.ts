// The API names a shop's country in English ('Kenya'); schema.org's addressCountry wants the
// ISO 3166-1 alpha-2 code ('KE'). Every African country, where the marketplace's shops are, and the
// buyers' usual others.

const CODES: Record<string, string> = {
  algeria: 'DZ',
  angola: 'AO',
  benin: 'BJ',
  botswana: 'BW',
  'burkina faso': 'BF',
  burundi: 'BI',
  'cabo verde': 'CV',
  'cape verde': 'CV',
  cameroon: 'CM',
  'central african republic': 'CF',
  chad: 'TD',
  comoros: 'KM',
  congo: 'CG',
  'republic of the congo': 'CG',
  'democratic republic of the congo': 'CD',
  'dr congo': 'CD',
  "cote d'ivoire": 'CI',
  'ivory coast': 'CI',
  djibouti: 'DJ',
  egypt: 'EG',
  'equatorial guinea': 'GQ',
  eritrea: 'ER',
  eswatini: 'SZ',
  swaziland: 'SZ',
  ethiopia: 'ET',
  gabon: 'GA',
  gambia: 'GM',
  'the gambia': 'GM',
  ghana: 'GH',
  guinea: 'GN',
  'guinea-bissau': 'GW',
  kenya: 'KE',
  lesotho: 'LS',
  liberia: 'LR',
  libya: 'LY',
  madagascar: 'MG',
  malawi: 'MW',
  mali: 'ML',
  mauritania: 'MR',
  mauritius: 'MU',
  morocco: 'MA',
  mozambique: 'MZ',
  namibia: 'NA',
  niger: 'NE',
  nigeria: 'NG',
  rwanda: 'RW',
  'sao tome and principe': 'ST',
  senegal: 'SN',
  seychelles: 'SC',
  'sierra leone': 'SL',
  somalia: 'SO',
  'south africa': 'ZA',
  'south sudan': 'SS',
  sudan: 'SD',
  tanzania: 'TZ',
  togo: 'TG',
  tunisia: 'TN',
  uganda: 'UG',
  zambia: 'ZM',
  zimbabwe: 'ZW',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  canada: 'CA',
  germany: 'DE',
  france: 'FR',
  india: 'IN',
  'united arab emirates': 'AE',
};

/** The ISO 3166-1 alpha-2 code of a country named in English (or already a code), else null. */
export function countryCode(country: string): string | null {
  const name = country
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .trim()
    .toLowerCase();
  if (name in CODES) return CODES[name];
  const code = name.toUpperCase();
  return /^[A-Z]{2}$/.test(code) && Object.values(CODES).includes(code) ? code : null;
}
