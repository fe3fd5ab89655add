import { defaultPermissions, type TRole, type TUserStatus } from '@lab/domain';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mateo',
  'Amelia',
  'Ethan',
  'Harper',
  'James',
  'Evelyn',
  'Benjamin',
  'Abigail',
  'Henry',
  'Emily',
  'Jack',
  'Ella',
  'Daniel',
  'Aria',
  'Samuel',
  'Chloe',
];
const LAST = [
  'Patel',
  'Kim',
  'Garcia',
  'Okafor',
  'Nguyen',
  'Schmidt',
  'Rossi',
  'Haddad',
  'Silva',
  'Kowalski',
  'Cohen',
  'Murphy',
  'Tanaka',
  'Dubois',
  'Andersen',
  'Moreau',
  'Ibrahim',
  'Lopez',
  'Novak',
  'Brennan',
  'Chen',
  'Singh',
  'Costa',
  'Fischer',
  'Walsh',
];
/** The second round of first × last names repeats the first (i and i + 25); a middle initial tells them apart. */
const MIDDLE = ['J.', 'R.', 'M.', 'A.'];
const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Germany', 'India', 'Brazil', 'France', 'Japan'];
const CITIES: Record<string, [string, string, string]> = {
  'United States': ['Springfield', 'IL', '62704'],
  Canada: ['Toronto', 'ON', 'M5V 2T6'],
  'United Kingdom': ['Leeds', 'West Yorkshire', 'LS1 4AP'],
  Germany: ['Heidelberg', 'BW', '69117'],
  India: ['Pune', 'MH', '411001'],
  Brazil: ['Campinas', 'SP', '13010-000'],
  France: ['Lyon', 'Rhône', '69002'],
  Japan: ['Osaka', 'Osaka', '530-0001'],
};
const DEPARTMENTS = ['histology', 'cytology', 'fish', 'management', 'clinical', 'sales', 'development'];
const LANGUAGES = [
  ['English'],
  ['English', 'Spanish'],
  ['English', 'French'],
  ['German', 'English'],
  ['Hindi', 'English'],
  ['Portuguese'],
  ['Japanese', 'English'],
];
const COMPANY = [
  'Springfield Pathology Lab',
  'Riverside Women’s Health',
  'Northside Dermatology',
  'Capital Gastroenterology',
];

/** 50 sample user records (docs/api.md#demo-data), mixed roles and statuses, none able to sign in. */
export function sampleUsers() {
  return Array.from({ length: 50 }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const username = `${first}.${last}${i}`.toLowerCase();
    const role: TRole = i % 10 === 0 ? 'admin' : i % 3 === 0 ? 'physician' : 'editor';
    const status: TUserStatus = i % 11 === 4 ? 'blocked' : i % 13 === 7 ? 'deactivated' : 'active';
    const country = COUNTRIES[i % COUNTRIES.length]!;
    const [city, state, postCode] = CITIES[country]!;
    const gender = i % 2 === 0 ? 'female' : 'male';
    return {
      email: `${username}@samplelab.test`,
      username,
      name:
        i < FIRST.length
          ? `${first} ${last}`
          : `${first} ${MIDDLE[Math.floor(i / FIRST.length - 1) % MIDDLE.length]} ${last}`,
      role,
      status,
      isVerified: i % 4 !== 1,
      avatar: null,
      dob: `${1960 + (i % 35)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      gender,
      country,
      department: role === 'physician' ? 'clinical' : DEPARTMENTS[i % DEPARTMENTS.length]!,
      company: COMPANY[i % COMPANY.length]!,
      mobile: `+1 (217) 555-${String(1000 + i * 37).slice(-4)}`,
      website: i % 5 === 0 ? `https://${last.toLowerCase()}.example.org` : null,
      languagesKnown: LANGUAGES[i % LANGUAGES.length]!,
      contactOptions:
        i % 3 === 0 ? ['email', 'phone'] : i % 3 === 1 ? ['email', 'message'] : ['email', 'message', 'phone'],
      location: {
        add_line_1: `${100 + i * 13} ${['Oak', 'Maple', 'Cedar', 'Pine', 'Elm'][i % 5]} Street`,
        add_line_2: i % 4 === 0 ? `Suite ${200 + i}` : '',
        post_code: postCode,
        city,
        state,
        country,
      },
      socialLinks: {
        twitter: `https://twitter.com/${username.replace('.', '_')}`,
        facebook: i % 2 ? `https://www.facebook.com/${username}` : '',
        instagram: i % 3 ? `https://www.instagram.com/${username}` : '',
        github: role === 'admin' ? `https://github.com/${username.replace('.', '-')}` : '',
        codepen: '',
        slack: `@${first.toLowerCase()}`,
      },
      permissions: defaultPermissions(role),
      passwordHash: null,
    };
  });
}

export async function seedSampleUsers(db: Db): Promise<void> {
  await db.insert(users).values(sampleUsers()).onConflictDoNothing();
}
