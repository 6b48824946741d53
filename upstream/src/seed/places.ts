// Countries, towns and people's names the seed draws from, with the craft traditions of each
// country (as category names) so that shops sell what their region is known for.

export interface CountrySpec {
  name: string;
  /** ISO 3166 alpha-2, the serial number's country prefix. */
  code: string;
  dialCode: string;
  /** The country's mobile numbers after the dial code, when not a 7 and eight digits. */
  mobile?: { prefix: string; length: number };
  towns: string[];
  firstNames: string[];
  lastNames: string[];
  /** Words that read well in a brand name ("Amani Beadworks"). */
  brandWords: string[];
  crafts: string[];
  /** Relative number of shops. */
  weight: number;
}

export const COUNTRIES: CountrySpec[] = [
  {
    name: 'Kenya',
    code: 'KE',
    dialCode: '+254',
    towns: ['Nairobi', 'Mombasa', 'Kisumu', 'Machakos', 'Kisii', 'Lamu', 'Nakuru', 'Kitui', 'Narok', 'Malindi'],
    firstNames: ['Wanjiku', 'Achieng', 'Mwangi', 'Otieno', 'Njoroge', 'Mutua', 'Chebet', 'Kiprono', 'Nyambura', 'Wairimu', 'Akinyi', 'Muthoni'],
    lastNames: ['Kamau', 'Odhiambo', 'Mutiso', 'Kariuki', 'Wekesa', 'Nyaga', 'Ochieng', 'Kiptoo', 'Musyoka', 'Onyango', 'Njeri', 'Kilonzo'],
    brandWords: ['Amani', 'Savannah', 'Tsavo', 'Jua', 'Nyota', 'Zuri', 'Upendo', 'Rift Valley', 'Kilifi', 'Mara'],
    crafts: ['Baskets', 'Beadwork', 'Jewelry', 'Carvings', 'Textiles', 'Leather Goods', 'Home Deco', 'Art'],
    weight: 5,
  },
  {
    name: 'Uganda',
    code: 'UG',
    dialCode: '+256',
    towns: ['Kampala', 'Jinja', 'Mbarara', 'Gulu', 'Masaka'],
    firstNames: ['Nakato', 'Mukasa', 'Apio', 'Ssempala', 'Namusoke', 'Okello', 'Babirye', 'Kizza'],
    lastNames: ['Kato', 'Namutebi', 'Ssebunya', 'Akello', 'Tumusiime', 'Nansubuga', 'Mugerwa'],
    brandWords: ['Nile', 'Pearl', 'Ankole', 'Rwenzori', 'Kabaka'],
    crafts: ['Art', 'Jewelry', 'Baskets', 'Home Deco'],
    weight: 1.5,
  },
  {
    name: 'Tanzania',
    code: 'TZ',
    dialCode: '+255',
    towns: ['Arusha', 'Dar es Salaam', 'Zanzibar', 'Mwanza', 'Mtwara'],
    firstNames: ['Neema', 'Baraka', 'Rehema', 'Juma', 'Zawadi', 'Athumani', 'Imani', 'Saidi'],
    lastNames: ['Mushi', 'Massawe', 'Mrema', 'Kimaro', 'Lyimo', 'Mwakyusa', 'Shirima'],
    brandWords: ['Kilimanjaro', 'Serengeti', 'Pwani', 'Msasani', 'Unguja'],
    crafts: ['Art', 'Carvings', 'Textiles', 'Jewelry'],
    weight: 1.5,
  },
  {
    name: 'Rwanda',
    code: 'RW',
    dialCode: '+250',
    towns: ['Kigali', 'Huye', 'Musanze', 'Rubavu'],
    firstNames: ['Uwase', 'Mugisha', 'Ingabire', 'Niyonzima', 'Mukamana', 'Keza'],
    lastNames: ['Uwimana', 'Habimana', 'Nshimiyimana', 'Mukeshimana', 'Iradukunda'],
    brandWords: ['Imigongo', 'Ubumwe', 'Kivu', 'Agaciro'],
    crafts: ['Baskets', 'Home Deco', 'Textiles'],
    weight: 1,
  },
  {
    name: 'Ethiopia',
    code: 'ET',
    dialCode: '+251',
    towns: ['Addis Ababa', 'Gondar', 'Bahir Dar', 'Lalibela', 'Harar'],
    firstNames: ['Tigist', 'Abebe', 'Meron', 'Dawit', 'Selam', 'Yonas', 'Hiwot'],
    lastNames: ['Bekele', 'Tesfaye', 'Haile', 'Alemu', 'Girma', 'Wolde'],
    brandWords: ['Abyssinia', 'Lalibela', 'Tana', 'Entoto'],
    crafts: ['Textiles', 'Jewelry', 'Home Deco', 'Leather Goods'],
    weight: 1,
  },
  {
    name: 'Ghana',
    code: 'GH',
    dialCode: '+233',
    // Ghana's mobile numbers begin 2 or 5 (024…, 055…); none begins 7.
    mobile: { prefix: '24', length: 9 },
    towns: ['Kumasi', 'Accra', 'Bolgatanga', 'Bonwire', 'Cape Coast', 'Odumase Krobo'],
    firstNames: ['Ama', 'Kofi', 'Akosua', 'Kwabena', 'Efua', 'Yaw', 'Abena', 'Kwesi'],
    lastNames: ['Asante', 'Boateng', 'Owusu', 'Mensah', 'Adjei', 'Atanga', 'Ofori'],
    brandWords: ['Sankofa', 'Adinkra', 'Ashanti', 'Volta', 'Gye Nyame'],
    crafts: ['Textiles', 'Baskets', 'Jewelry', 'Carvings'],
    weight: 2,
  },
  {
    name: 'Nigeria',
    code: 'NG',
    dialCode: '+234',
    // Nigerian mobile numbers have ten digits (070…, 080…): +234 7 and eight digits is no number.
    mobile: { prefix: '70', length: 10 },
    towns: ['Lagos', 'Abeokuta', 'Ibadan', 'Kano', 'Benin City', 'Osogbo'],
    firstNames: ['Adaeze', 'Tunde', 'Ngozi', 'Chinedu', 'Folake', 'Emeka', 'Bisi'],
    lastNames: ['Adeyemi', 'Okafor', 'Balogun', 'Eze', 'Olawale', 'Nwosu'],
    brandWords: ['Ife', 'Oyo', 'Eko', 'Nok', 'Adire'],
    crafts: ['Textiles', 'Art', 'Leather Goods', 'Jewelry'],
    weight: 1.5,
  },
  {
    name: 'South Africa',
    code: 'ZA',
    dialCode: '+27',
    towns: ['Durban', 'Cape Town', 'Johannesburg', 'Eshowe', 'Pretoria'],
    firstNames: ['Thandiwe', 'Sipho', 'Nomsa', 'Themba', 'Lindiwe', 'Zanele', 'Bongani'],
    lastNames: ['Dlamini', 'Nkosi', 'Mahlangu', 'Zulu', 'Khumalo', 'Mthembu'],
    brandWords: ['Ubuntu', 'Karoo', 'Zululand', 'Drakensberg', 'Indaba'],
    crafts: ['Beadwork', 'Art', 'Baskets', 'Home Deco'],
    weight: 1.5,
  },
  {
    name: 'Morocco',
    code: 'MA',
    dialCode: '+212',
    towns: ['Marrakech', 'Fes', 'Essaouira', 'Safi', 'Tangier'],
    firstNames: ['Fatima', 'Youssef', 'Khadija', 'Omar', 'Amina', 'Rachid', 'Salma'],
    lastNames: ['El Amrani', 'Benali', 'Ouazzani', 'Tazi', 'Alaoui', 'Bennani'],
    brandWords: ['Atlas', 'Medina', 'Souk', 'Majorelle', 'Saffron'],
    crafts: ['Leather Goods', 'Home Deco', 'Textiles'],
    weight: 1.5,
  },
  {
    name: 'Zimbabwe',
    code: 'ZW',
    dialCode: '+263',
    towns: ['Harare', 'Bulawayo', 'Binga', 'Mutare'],
    firstNames: ['Tendai', 'Rudo', 'Farai', 'Chipo', 'Tatenda'],
    lastNames: ['Moyo', 'Ncube', 'Chikwanha', 'Mapfumo', 'Sibanda'],
    brandWords: ['Zambezi', 'Great Zimbabwe', 'Matobo', 'Mosi'],
    crafts: ['Art', 'Baskets', 'Carvings'],
    weight: 1,
  },
];

export const countryByName = (name: string): CountrySpec => {
  const found = COUNTRIES.find((c) => c.name === name);
  if (!found) throw new Error(`unknown country ${name}`);
  return found;
};

/** ASCII, lowercase, for e-mail addresses and usernames ('El Amrani' -> 'elamrani'). */
export const asciiWord = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
