import { eq, sql } from 'drizzle-orm';
import { formatGeneratedMrn, withNpiCheckDigit, type TPatientSex } from '@lab/domain';
import { queryRows, type Db } from '../db/client';
import { coverages, patients, payers, providers, users } from '../db/schema/index';
import { lookupTables } from '../db/schema/lookups';

/** Finds a lookup entry by code, creating it when the lookup demo data is not there (idempotent). */
async function lookupId(
  db: Db,
  list: string,
  code: string,
  values: { name: string } & Record<string, unknown>,
): Promise<number> {
  const table = lookupTables[list]!;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.code, code)).limit(1);
  if (found) return found.id;
  const [row] = await db
    .insert(table)
    .values({ ...values, code })
    .returning({ id: table.id });
  return row!.id;
}

const FACILITIES = [
  {
    code: 'RIVERW',
    name: "Riverside Women's Health",
    address: '1200 River Rd, Suite 300\nSpringfield, IL 62704',
    phone: '(217) 555-0142',
  },
  {
    code: 'NDERM',
    name: 'Northside Dermatology Associates',
    address: '44 Elm St\nSpringfield, IL 62702',
    phone: '(217) 555-0178',
  },
  {
    code: 'STLUKE',
    name: "St. Luke's Medical Center",
    address: '800 E Carpenter St\nSpringfield, IL 62769',
    phone: '(217) 555-0100',
  },
  {
    code: 'CGASTRO',
    name: 'Capital Gastroenterology',
    address: '2501 Chatham Rd\nSpringfield, IL 62704',
    phone: '(217) 555-0190',
  },
];

const FINANCIAL_CLASSES = [
  ['MCR', 'Medicare'],
  ['MCD', 'Medicaid'],
  ['COM', 'Commercial'],
  ['SELF', 'Self-pay'],
] as const;

const PAYERS: Array<{ payerCode: string; name: string; fc: string; phone: string; address: string }> = [
  {
    payerCode: 'MCR-IL',
    name: 'Medicare Part B (Illinois)',
    fc: 'MCR',
    phone: '(877) 908-8431',
    address: 'PO Box 6700, Fargo, ND 58108',
  },
  {
    payerCode: 'MCD-IL',
    name: 'Illinois Medicaid',
    fc: 'MCD',
    phone: '(877) 782-5565',
    address: '201 S Grand Ave E, Springfield, IL 62763',
  },
  {
    payerCode: 'BCBS-IL',
    name: 'Blue Cross Blue Shield of Illinois',
    fc: 'COM',
    phone: '(800) 972-8088',
    address: 'PO Box 805107, Chicago, IL 60680',
  },
  {
    payerCode: 'AETNA',
    name: 'Aetna',
    fc: 'COM',
    phone: '(800) 872-3862',
    address: 'PO Box 981106, El Paso, TX 79998',
  },
  {
    payerCode: 'UHC',
    name: 'UnitedHealthcare',
    fc: 'COM',
    phone: '(877) 842-3210',
    address: 'PO Box 30555, Salt Lake City, UT 84130',
  },
  {
    payerCode: 'CIGNA',
    name: 'Cigna',
    fc: 'COM',
    phone: '(800) 997-1654',
    address: 'PO Box 188061, Chattanooga, TN 37422',
  },
  {
    payerCode: 'HUMANA',
    name: 'Humana',
    fc: 'COM',
    phone: '(800) 448-6262',
    address: 'PO Box 14601, Lexington, KY 40512',
  },
  { payerCode: 'SELF', name: 'Self-pay', fc: 'SELF', phone: '(217) 555-0199', address: 'Billed to the patient' },
];

// [first, last, dob, sex]
const PATIENTS: Array<[string, string, string, TPatientSex]> = [
  ['John', 'Smith', '1980-04-12', 'male'],
  ['Maria', 'Smith', '1980-09-30', 'female'],
  ['Robert', 'Smith', '1957-02-19', 'male'],
  ['Emily', 'Smithson', '1992-06-03', 'female'],
  ['Pat', 'Patient', '1984-08-21', 'female'],
  ['Linda', 'Johnson', '1966-11-05', 'female'],
  ['Michael', 'Williams', '1971-03-28', 'male'],
  ['Aisha', 'Brown', '1989-12-14', 'female'],
  ['Jordan', 'Jones', '1995-05-09', 'intersex'],
  ['Wei', 'Chen', '1978-07-22', 'male'],
  ['Sofia', 'Garcia', '1983-01-17', 'female'],
  ['James', 'Miller', '1949-10-02', 'male'],
  ['Priya', 'Patel', '1987-04-25', 'female'],
  ['Daniel', 'Davis', '1962-09-11', 'male'],
  ['Alex', 'Rodriguez', '2001-02-14', 'other'],
  ['Grace', 'Martinez', '1974-06-30', 'female'],
  ['Thomas', 'Hernandez', '1958-08-08', 'male'],
  ['Olivia', 'Lopez', '1999-11-23', 'female'],
  ['Samuel', 'Gonzalez', '1969-05-15', 'male'],
  ['Hannah', 'Wilson', '1991-03-03', 'female'],
  ['Kenji', 'Tanaka', '1976-12-01', 'male'],
  ['Fatima', 'Anderson', '1985-09-19', 'female'],
  ['Casey', 'Thomas', '1993-07-07', 'unknown'],
  ['Margaret', 'Taylor', '1944-01-29', 'female'],
  ['David', 'Moore', '1952-04-04', 'male'],
  ['Elena', 'Jackson', '1979-10-10', 'female'],
  ['Noah', 'Martin', '2004-08-16', 'male'],
  ['Chloe', 'Lee', '1997-02-02', 'female'],
  ['Ibrahim', 'Perez', '1968-06-21', 'male'],
  ['Ruth', 'Thompson', '1939-12-25', 'female'],
  ['Marcus', 'White', '1981-05-05', 'male'],
  ['Ava', 'Harris', '1990-09-09', 'female'],
  ['Luis', 'Sanchez', '1973-11-11', 'male'],
  ['Nora', "O'Brien", '1965-03-17', 'female'],
  ['Sam', 'Clark', '1988-01-01', 'unknown'],
  ['Isabel', 'Ramirez', '1977-07-27', 'female'],
  ['George', 'Lewis', '1950-02-28', 'male'],
  ['Mei', 'Robinson', '1986-10-31', 'female'],
  ['Kai', 'Walker', '2000-04-18', 'intersex'],
  ['Helen', 'Young-Allen', '1960-08-30', 'female'],
];

const CITIES = [
  ['Springfield', 'IL', '62704'],
  ['Decatur', 'IL', '62526'],
  ['Champaign', 'IL', '61820'],
  ['Peoria', 'IL', '61602'],
  ['Bloomington', 'IL', '61701'],
] as const;
const STREETS = ['Oak St', 'Maple Ave', 'Washington Blvd', 'Lincoln Way', 'Cedar Ln', 'Park Pl', 'Main St', 'Elm Ct'];

// [first, last, credentials, specialty, facility code, delivery]
const PROVIDERS: Array<[string, string, string, string, string, string[]]> = [
  ['Paula', 'Physician', 'MD', 'Obstetrics and gynecology', 'RIVERW', ['portal', 'email']],
  ['Karen', 'Osei', 'MD', 'Obstetrics and gynecology', 'RIVERW', ['portal']],
  ['Laura', 'Bennett', 'NP', "Women's health", 'RIVERW', ['portal', 'fax']],
  ['Ahmed', 'Rahman', 'DO', 'Family medicine', 'RIVERW', ['fax']],
  ['Julia', 'Novak', 'MD', 'Dermatology', 'NDERM', ['portal']],
  ['Peter', 'Lindqvist', 'MD', 'Dermatology', 'NDERM', ['portal', 'email']],
  ['Rosa', 'Alvarez', 'PA-C', 'Dermatology', 'NDERM', ['fax']],
  ['Henry', 'Okafor', 'MD', 'General surgery', 'STLUKE', ['portal']],
  ['Susan', 'Whitfield', 'MD', 'Internal medicine', 'STLUKE', ['print']],
  ['Victor', 'Petrov', 'MD', 'Urology', 'STLUKE', ['portal', 'fax']],
  ['Diane', 'Kowalski', 'MD', 'Pulmonology', 'STLUKE', ['email']],
  ['Arjun', 'Mehta', 'MD', 'Gastroenterology', 'CGASTRO', ['portal']],
  ['Claire', 'Dubois', 'MD', 'Gastroenterology', 'CGASTRO', ['portal', 'print']],
  ['Benjamin', 'Hayes', 'DO', 'Gastroenterology', 'CGASTRO', ['fax']],
  ['Yuki', 'Sato', 'NP', 'Gastroenterology', 'CGASTRO', ['portal']],
];

const userIdOf = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0]?.id ?? null;

/** Demo patients (with coverages), payers and providers; links physician@demo.com and patient@demo.com. */
export async function seedRecords(db: Db): Promise<void> {
  const facilityIds: Record<string, number> = {};
  for (const f of FACILITIES) facilityIds[f.code] = await lookupId(db, 'submittingfacilities', f.code, f);
  const fcIds: Record<string, number> = {};
  for (const [code, name] of FINANCIAL_CLASSES) fcIds[code] = await lookupId(db, 'financialclasses', code, { name });

  const payerIds: number[] = [];
  for (const p of PAYERS) {
    const [row] = await db
      .insert(payers)
      .values({
        payerCode: p.payerCode,
        name: p.name,
        financialClassId: fcIds[p.fc]!,
        phone: p.phone,
        address: p.address,
      })
      .returning({ id: payers.id });
    payerIds.push(row!.id);
  }

  const physicianUser = await userIdOf(db, 'physician@demo.com');
  for (const [i, [firstName, lastName, credentials, specialty, facility, delivery]] of PROVIDERS.entries()) {
    await db.insert(providers).values({
      npi: withNpiCheckDigit(String(161234500 + i * 137)),
      firstName,
      lastName,
      credentials,
      specialty,
      facilityId: facilityIds[facility]!,
      phone: `(217) 555-${String(2100 + i).padStart(4, '0')}`,
      fax: `(217) 555-${String(3100 + i).padStart(4, '0')}`,
      email: `${firstName[0]!.toLowerCase()}${lastName.toLowerCase()}@example.org`,
      address: FACILITIES.find((f) => f.code === facility)!.address,
      deliveryMethods: delivery,
      userId: i === 0 ? physicianUser : null,
    });
  }

  const patientUser = await userIdOf(db, 'patient@demo.com');
  for (const [i, [firstName, lastName, dob, sex]] of PATIENTS.entries()) {
    const [seq] = await queryRows<{ n: string | number }>(db, sql`select nextval('patient_mrn_seq') as n`);
    const [city, state, postalCode] = CITIES[i % CITIES.length]!;
    const [row] = await db
      .insert(patients)
      .values({
        mrn: formatGeneratedMrn(Number(seq!.n)),
        firstName,
        lastName,
        dob,
        sex,
        addressLine1: `${100 + ((i * 37) % 900)} ${STREETS[i % STREETS.length]}`,
        city,
        state,
        postalCode,
        country: 'US',
        phone: `(217) 555-${String(4000 + i * 7).padStart(4, '0')}`,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
        userId: lastName === 'Patient' ? patientUser : null,
      })
      .returning({ id: patients.id, dob: patients.dob });
    const age = 2026 - Number(dob.slice(0, 4));
    // Over 65: Medicare first; every fifth: self-pay only; otherwise a commercial plan, some with Medicaid second.
    const primaryPayer = age >= 65 ? payerIds[0]! : i % 5 === 4 ? payerIds[7]! : payerIds[2 + (i % 5)]!;
    await db.insert(coverages).values({
      patientId: row!.id,
      payerId: primaryPayer,
      rank: 'primary',
      policyNumber: `P${String(700000 + i * 4099).padStart(8, '0')}`,
      groupNumber: primaryPayer === payerIds[7] ? null : `G-${1000 + (i % 7) * 13}`,
      subscriberName: i % 6 === 1 ? `Spouse of ${firstName} ${lastName}` : `${firstName} ${lastName}`,
      subscriberRelationship: i % 6 === 1 ? 'spouse' : 'self',
      effectiveFrom: '2025-01-01',
    });
    if (i % 4 === 0 && age < 65) {
      await db.insert(coverages).values({
        patientId: row!.id,
        payerId: payerIds[1]!,
        rank: 'secondary',
        policyNumber: `MCD${String(90000 + i).padStart(6, '0')}`,
        subscriberName: `${firstName} ${lastName}`,
        effectiveFrom: '2025-07-01',
      });
    }
  }
}
