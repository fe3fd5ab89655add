import { and, isNull, sql } from 'drizzle-orm';
import type { THelpArticleInput } from '@lab/domain';
import { ZHelpArticleInput } from '@lab/domain';
import type { Db } from '../db/client';
import { helpArticles } from '../db/schema/index';
import { lookupColumn, lookupTables } from '../db/schema/lookups';

type Entry = Omit<THelpArticleInput, 'kind'>;

/**
 * The demo lab's FAQ (docs/help.md#demo-content). A real lab starts with none: its admins write their own.
 * Audiences: everyone (patients too), clients (physicians' offices) or staff.
 */
export const DEMO_FAQ: Entry[] = [
  // Specimen collection and transport
  {
    category: 'Specimen collection and transport',
    audience: 'clients',
    sortOrder: 10,
    title: 'How much formalin should a biopsy container hold?',
    body: 'At least **ten times the volume of the tissue**. Our prefilled containers hold enough for any biopsy up to about 1 cm; for larger excisions use the 120 mL or larger size. Put the tissue in the fixative **immediately** — a biopsy left dry on gauze for even 20 minutes can become unreadable at the edges.',
  },
  {
    category: 'Specimen collection and transport',
    audience: 'clients',
    sortOrder: 20,
    title: 'How must each container be labelled?',
    body: 'Every container needs **two patient identifiers** (full name and date of birth, or name and MRN) and the **specimen site**, matching the requisition exactly. A container without two identifiers is held and you will be called; we never guess which patient a specimen belongs to.\n\nWrite on the container, not the lid: lids are taken off at grossing.',
  },
  {
    category: 'Specimen collection and transport',
    audience: 'clients',
    sortOrder: 30,
    title: 'Can formalin specimens be refrigerated or frozen?',
    body: 'Keep formalin-fixed specimens at **room temperature**. Refrigeration slows fixation; freezing forms ice crystals that destroy the morphology. Fresh specimens for flow cytometry or frozen section are the exception: refrigerate them and call the lab for pickup the same day.',
  },
  {
    category: 'Specimen collection and transport',
    audience: 'clients',
    sortOrder: 40,
    title: 'When is the courier pickup, and what if we miss it?',
    body: 'Routine courier rounds are at **11:00 and 16:30** on working days. If you miss the last round, keep formalin specimens and Pap vials at room temperature for the next day. For a STAT specimen call the lab on (309) 555-0100 and we send a courier.',
  },
  // Ordering
  {
    category: 'Ordering',
    audience: 'clients',
    sortOrder: 10,
    title: 'What must a requisition include?',
    body: 'The patient’s name, date of birth and sex; the ordering provider with NPI; the **tests ordered**; the specimen sites; the collection date and time; at least one **ICD-10 diagnosis code**; relevant clinical history; and the billing information (insurance card copy or client bill). Breast specimens also need the time into formalin.',
  },
  {
    category: 'Ordering',
    audience: 'clients',
    sortOrder: 20,
    title: 'How do I order a test that is not on our requisition form?',
    body: 'Write the test name or its code from the **test directory** (Help → Test directory) in the “Other tests” box. The directory lists every test we offer with its specimen, container, CPT codes and turnaround.',
  },
  {
    category: 'Ordering',
    audience: 'clients',
    sortOrder: 30,
    title: 'Can I add a test to a specimen the lab already has?',
    body: 'Yes, usually for up to **4 weeks** after receipt for paraffin blocks (immunohistochemistry, FISH) and **6 weeks** for Pap vials (HPV). Send an add-on request through a message to the lab or call client services, naming the case number.',
  },
  // Reading a report
  {
    category: 'Reading a report',
    audience: 'everyone',
    sortOrder: 10,
    title: 'When will my results be ready?',
    body: 'Most biopsies are reported within **2 working days** of arriving at the lab, Pap tests within about a week. Special stains or a second opinion can add a few days. Your doctor receives the report first and will discuss it with you.',
  },
  {
    category: 'Reading a report',
    audience: 'everyone',
    sortOrder: 20,
    title: 'Why does my report say “amended” or have an addendum?',
    body: 'An **addendum** adds information — for example the results of extra stains — without changing the diagnosis. An **amended** report corrects or changes something in a report that was already released. The portal always shows the latest version, and earlier versions are kept.',
  },
  {
    category: 'Reading a report',
    audience: 'everyone',
    sortOrder: 30,
    title: 'What does “margins negative” mean?',
    body: 'The **margin** is the edge of the tissue that was removed. *Negative* (or *clear*) margins mean no abnormal cells were seen at the edge, so the lesion appears completely removed. *Positive* margins mean abnormal cells reach the edge; your doctor will tell you whether anything more is needed.',
  },
  // Billing
  {
    category: 'Billing',
    audience: 'everyone',
    sortOrder: 10,
    title: 'Why did I receive a bill from the laboratory and not my doctor?',
    body: 'Your tissue was examined by a **pathologist** at our laboratory, which bills separately from your doctor’s office. We bill your insurance first; you receive a statement only for what your plan leaves to you (deductible, co-insurance).',
  },
  {
    category: 'Billing',
    audience: 'everyone',
    sortOrder: 20,
    title: 'Who do I call about my bill?',
    body: 'Call our billing office on **(309) 555-0140**, Monday to Friday 8:00–17:00, and have your statement number ready. We can set up a payment plan and answer questions about what your insurance paid.',
  },
  {
    category: 'Billing',
    audience: 'clients',
    sortOrder: 30,
    title: 'When is a test client-billed instead of billed to insurance?',
    body: 'When the requisition says **client bill**, when your office has a client-bill agreement for the test, or when the patient has no coverage and your office chose to pay. Client-billed tests appear on the monthly client statement with the CPT codes from the test directory.',
  },
  // Using the portal
  {
    category: 'Using the portal',
    audience: 'everyone',
    sortOrder: 10,
    title: 'I forgot my password. How do I get back in?',
    body: 'On the sign-in page choose **Forgot password?** and enter your email address. You receive a link valid for a short time; follow it and choose a new password. If no email arrives, check the spam folder or call the lab.',
  },
  {
    category: 'Using the portal',
    audience: 'clients',
    sortOrder: 20,
    title: 'How do I find a patient’s report?',
    body: 'Open **Report Result** and search by case number, the patient’s name or MRN. You see the cases your office ordered; each signed version of a report opens as a PDF you can print or save.',
  },
  {
    category: 'Using the portal',
    audience: 'staff',
    sortOrder: 30,
    title: 'A specimen arrived without a requisition. What do I do?',
    body: 'Do **not** accession it. Put it in the *held specimens* rack, record it on the discrepancy log and call the submitting office. Accession only when a requisition with two identifiers matching the container is received (fax or portal).',
  },
];

/** The demo lab's knowledge-base articles. */
export const DEMO_ARTICLES: Entry[] = [
  {
    category: 'Specimen collection and transport',
    audience: 'clients',
    sortOrder: 10,
    title: 'Collecting and fixing tissue specimens',
    body: `Good fixation is the single most important thing an office can do for a tissue diagnosis.

## Step by step

1. **Label the container first**: two patient identifiers and the site.
2. Place the tissue in **10% neutral buffered formalin** right away, at least 10 volumes of formalin to 1 of tissue.
3. Use **one container per site**. Never put two sites in one container, even if they are "the same" lesion.
4. Close the lid tightly and put the container in the biohazard bag, the requisition in the outer pocket.

## Fixation times

| Specimen | Minimum in formalin | Maximum |
|---|---|---|
| Small biopsy (< 5 mm) | 6 hours | 72 hours |
| Breast core or excision | 6 hours | 72 hours |
| Large resection | 24 hours | 7 days |

Breast specimens must also carry the **cold ischaemia time** (removal to formalin) and the time placed in formalin: HER2 and hormone receptor results depend on them (ASCO/CAP).

> Do not send tissue in saline or on gauze unless the test directory asks for fresh tissue.`,
  },
  {
    category: 'Specimen collection and transport',
    audience: 'clients',
    sortOrder: 20,
    title: 'Packing specimens for the courier',
    body: `Specimens travel as **UN3373 Biological Substance, Category B** in triple packaging:

- a leak-proof primary container (the formalin jar or vial), lid tight;
- a leak-proof secondary bag with enough absorbent for the whole volume;
- a rigid outer box or the courier bag, with the requisitions in the outer pocket.

Keep the specimen log sheet with the bag: the courier signs it and the lab signs it on receipt, so every container is accounted for.

**Temperature.** Formalin and PreservCyt: room temperature. Fresh urine and fresh tissue: cold pack, never in direct contact with the container.`,
  },
  {
    category: 'Ordering',
    audience: 'clients',
    sortOrder: 10,
    title: 'Ordering tests: requisitions, codes and add-ons',
    body: `Each specimen needs a requisition that tells the pathologist what is being asked and tells billing who pays.

### What we need

- Patient demographics and two identifiers matching the container
- Ordering provider and NPI; copy-to providers if any
- The **test** (see the test directory) and the **specimen sites**
- Collection date and time
- ICD-10 codes and a short clinical history — the history changes the diagnosis more often than you might think
- Billing: insurance (front and back of the card) or client bill

### Add-on tests

Blocks are kept 10 years and Pap vials 6 weeks. Ask for an add-on by case number; the pathologist may suggest a better test.

### STAT

Mark the requisition **STAT** and call the lab. STAT cases are processed first and the result is phoned to the office.`,
  },
  {
    category: 'Reading a report',
    audience: 'everyone',
    sortOrder: 10,
    title: 'How to read your pathology report',
    body: `A pathology report describes what the pathologist saw in your specimen. It has several parts:

| Section | What it says |
|---|---|
| **Diagnosis** | The conclusion — read this first |
| **Gross description** | What the specimen looked like to the eye: size, colour, how it was cut |
| **Microscopic description** | What was seen under the microscope (not always included) |
| **Comment** | Extra explanation or a recommendation for your doctor |
| **Addendum** | Results added later, such as special stains |

Words you may see:

- **Benign**: not cancer.
- **Dysplasia** or **atypia**: abnormal cells that are not cancer, but may need follow-up.
- **Malignant** or **carcinoma**: cancer.
- **Margins**: the edges of what was removed.

Your doctor knows your whole history and will explain what the report means for you. Please ask them about anything that is unclear.`,
  },
  {
    category: 'FISH',
    audience: 'clients',
    sortOrder: 10,
    title: 'FISH testing: HER2, UroVysion and ALK',
    body: `**Fluorescence in situ hybridisation (FISH)** counts gene copies or detects rearrangements in individual nuclei with fluorescent DNA probes.

| Test | Used for | Specimen | Turnaround |
|---|---|---|---|
| HER2 FISH | Breast and gastric carcinoma with IHC 2+ | FFPE block or 4 unstained slides | 4 working days |
| UroVysion | Urothelial carcinoma surveillance, haematuria | 33 mL voided urine in preservative | 4 working days |
| ALK break-apart | Non-small cell lung carcinoma | FFPE block, ≥ 50 tumour cells | 5 working days |

### How HER2 is reported

Two technologists each score 20 nuclei; the HER2/CEP17 ratio and the mean HER2 copy number place the case in one of the five ASCO/CAP groups. Groups 2–4 are reviewed with the IHC before the final result.

### Why a FISH test can fail

Poor fixation (under 6 or over 72 hours), decalcification with strong acid, and too few tumour cells. Send the block rather than slides whenever you can.`,
  },
  {
    category: 'Billing',
    audience: 'clients',
    sortOrder: 10,
    title: 'Billing and CPT codes for pathology services',
    body: `Pathology services are billed per **specimen**, not per container or per case. Each separately identified specimen gets its own surgical pathology code by level:

| CPT | Level | Examples |
|---|---|---|
| 88304 | III | Gallbladder, hernia sac |
| 88305 | IV | Skin biopsy, GI biopsy, prostate core |
| 88307 | V | Breast excision, partial colectomy |
| 88309 | VI | Radical resections with lymph nodes |

Immunohistochemistry is billed per stain (88342 first, 88341 each additional; 88360 for quantitative ER/PR/HER2), and FISH per probe set (88367–88377). The CPT codes of each test are in the test directory.

**Medical necessity.** Give an ICD-10 code that supports the test; a missing or nonspecific code is the most common reason for a denied claim.`,
  },
  {
    category: 'Using the portal',
    audience: 'everyone',
    sortOrder: 10,
    title: 'Getting started with the portal',
    body: `Welcome to the lab's portal.

- **Patients** see their released reports under *My Reports*. A report appears once the pathologist has signed it and your doctor has had time to review it.
- **Physicians and their offices** find reports under *Report Result*, browse the **test directory**, order supplies and message the lab.

### Finding things

Press **Ctrl + K** (⌘ K on a Mac) anywhere to search pages, help articles and — for the lab's clients — tests and cases.

### Your account

Change your password under *Change Password*; set the appearance (light or dark, language direction) in *Account Settings*. Contact the lab if your account is locked.`,
  },
  {
    category: 'Using the portal',
    audience: 'staff',
    sortOrder: 20,
    title: 'Writing and editing help articles',
    body: `Admins write the FAQ and the knowledge base in the portal (**New article** on either page).

- **Kind**: an *FAQ entry* shows as a question on the FAQ page; an *article* has a page of its own in the knowledge base.
- **Audience**: *Everyone* includes patients; *Clients and staff* is for physicians' offices; *Lab staff only* stays internal.
- **Category**: choose an existing one or type a new one.
- The body is **Markdown**: \`## headings\`, \`**bold**\`, lists, links and tables:

\`\`\`
| Column | Column |
|---|---|
| cell | cell |
\`\`\`

Use the **Preview** tab before saving. An article that is out of date is **retired**, not deleted, and can be restored; every change is in the audit trail.`,
  },
];

/**
 * The demo cases add two general tests of their own (SURG, PAP) without directory details: the test directory
 * should not show them blank, so they get theirs here (only where still empty).
 */
const DEMO_CASE_TESTS: Record<
  string,
  {
    group: string;
    caseType: string;
    cptCodes: string;
    specimenRequirements: string;
    container: string;
    transport: string;
    turnaroundDays: number;
  }
> = {
  SURG: {
    group: 'SURG',
    caseType: 'S',
    cptCodes: '88305',
    specimenRequirements:
      'Any tissue for routine histology. Fix in 10% NBF at 10 times the tissue volume; one container per site with two patient identifiers and the site. Order the biopsy or excision test where you can: it tells us the level.',
    container: 'Prefilled 10% neutral buffered formalin container sized to the specimen',
    transport: 'Room temperature; do not freeze.',
    turnaroundDays: 2,
  },
  PAP: {
    group: 'GYNCYTO',
    caseType: 'C',
    cptCodes: '88175',
    specimenRequirements:
      'Cervical/endocervical sample rinsed into a liquid-based vial at once; no lubricant. Two identifiers on the vial.',
    container: 'ThinPrep PreservCyt or SurePath vial',
    transport: 'Room temperature (15–30 °C). Stable 6 weeks.',
    turnaroundDays: 5,
  },
};

async function completeDemoCaseTests(db: Db): Promise<void> {
  const tests = lookupTables.tests;
  const groups = lookupTables.testgroups;
  for (const [code, d] of Object.entries(DEMO_CASE_TESTS)) {
    const [group] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(sql`lower(${groups.code}) = ${d.group.toLowerCase()}`)
      .limit(1);
    // The list's own columns by their registry names, as the lookup repository writes them.
    const changes: Record<string, unknown> = {
      ...(group && { testGroupId: group.id }),
      defaultCaseType: d.caseType,
      cptCodes: d.cptCodes,
      specimenRequirements: d.specimenRequirements,
      container: d.container,
      transport: d.transport,
      turnaroundDays: d.turnaroundDays,
    };
    await db
      .update(tests)
      .set(changes)
      .where(
        and(sql`lower(${tests.code}) = ${code.toLowerCase()}`, isNull(lookupColumn('tests', 'specimenRequirements'))),
      );
  }
}

/** Seeds the demo FAQ and knowledge base (validated by the same schema as the API), and completes the demo tests. */
export async function seedDemoHelp(db: Db): Promise<void> {
  await completeDemoCaseTests(db);
  const rows = [
    ...DEMO_FAQ.map((e) => ZHelpArticleInput.parse({ ...e, kind: 'faq' })),
    ...DEMO_ARTICLES.map((e) => ZHelpArticleInput.parse({ ...e, kind: 'article' })),
  ];
  await db.insert(helpArticles).values(rows);
}
