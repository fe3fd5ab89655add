import { eq, inArray } from 'drizzle-orm';
import type { TSupplyCategory, TSupplyOrderStatus } from '@lab/domain';
import type { Db } from '../db/client';
import { providers, supplyItems, users } from '../db/schema/index';
import { lookupColumn, lookupTables } from '../db/schema/lookups';
import { drawSupplyPicture, type Accent, type PictureKind } from '../routes/supplies/pictures';
import { insertOrder, recomputePopularity, setOrderStatus, takeFromStock } from '../routes/supplies/repository';

// [name, category, picture, colour, price, unit, per-order limit, stock, description]
type Row = [string, TSupplyCategory, PictureKind, Accent, string, string, number, number, string];

/** One product in several sizes: [size, price, stock] each, lids in turning colours. */
const sizes = (base: string, list: Array<[string, string, number]>, rest: [TSupplyCategory, PictureKind, Accent, string, number, string]): Row[] =>
  list.map(([size, price, stock], i) => {
    const accent = i === 0 ? rest[2] : (['red', 'blue', 'green', 'yellow', 'orange', 'teal'] as const)[i % 6]!;
    return [`${base}, ${size}`, rest[0], rest[1], accent, price, rest[3], rest[4], stock, rest[5]];
  });

/** About a hundred of the supplies a pathology lab sends its client offices. */
const CATALOGUE: Row[] = [
  ...sizes(
    'Prefilled formalin container 10% NBF',
    [['20 mL', '0.95', 1200], ['40 mL', '1.10', 900], ['60 mL', '1.35', 640], ['90 mL', '1.60', 0], ['120 mL', '1.85', 420], ['250 mL', '2.90', 160], ['500 mL', '4.50', 80], ['1000 mL', '7.25', 30]],
    ['containers', 'jar', 'red', 'box of 50', 10, 'Leak-proof screw-cap container prefilled with 10% neutral buffered formalin; hazard label and specimen label on the side.'],
  ),
  ...sizes(
    'Empty specimen container, sterile',
    [['60 mL', '0.40', 2000], ['120 mL', '0.55', 1500], ['250 mL', '0.90', 300]],
    ['containers', 'jar', 'white', 'box of 100', 10, 'Sterile polypropylene container with a screw cap, for fresh tissue and fluids.'],
  ),
  ['Large tissue bucket with lid, 3.8 L', 'containers', 'jar', 'blue', '6.80', 'each', 6, 24, 'For amputations and large resections; tamper-evident lid.'],
  ['Formalin spill kit', 'containers', 'box', 'yellow', '18.50', 'each', 2, 12, 'Absorbent pads, neutraliser, gloves and a disposal bag for a formalin spill.'],
  ['Fresh tissue container with RPMI, 30 mL', 'containers', 'jar', 'pink', '3.20', 'box of 25', 4, 60, 'For lymphoma work-up and flow cytometry: keep refrigerated, ship the same day.'],
  ['Michel transport medium, 10 mL', 'containers', 'vial', 'purple', '4.40', 'box of 20', 4, 0, 'Immunofluorescence transport medium for skin and kidney biopsies.'],
  ['Glutaraldehyde fixative vial, 5 mL', 'containers', 'vial', 'green', '3.90', 'box of 20', 4, 40, 'Fixative for electron microscopy specimens.'],
  ['ThinPrep PreservCyt vial, 20 mL', 'cytology', 'vial', 'blue', '2.60', 'box of 50', 10, 1400, 'Liquid-based cytology vial for cervical (Pap) and non-gynecologic specimens.'],
  ['SurePath preservative vial', 'cytology', 'vial', 'orange', '2.70', 'box of 50', 10, 600, 'Liquid-based Pap test collection vial.'],
  ['CytoLyt solution tube, 30 mL', 'cytology', 'tube', 'teal', '2.10', 'box of 40', 10, 300, 'For non-gynecologic cytology: fine-needle aspirates and fluids.'],
  ['Cervex-Brush broom collector', 'cytology', 'swab', 'pink', '0.45', 'box of 100', 10, 2400, 'Broom-type cervical sampler for liquid-based cytology.'],
  ['Cytobrush plus endocervical brush', 'cytology', 'swab', 'purple', '0.30', 'box of 100', 10, 1800, 'Endocervical brush, used with a spatula.'],
  ['Plastic Ayre spatula', 'cytology', 'swab', 'white', '0.12', 'box of 100', 10, 0, 'Ectocervical spatula.'],
  ['Vaginal speculum, disposable, medium', 'cytology', 'cup', 'blue', '0.85', 'box of 25', 8, 250, 'Single-use acrylic speculum.'],
  ['Vaginal speculum, disposable, small', 'cytology', 'cup', 'green', '0.85', 'box of 25', 8, 180, 'Single-use acrylic speculum.'],
  ['FNA needle set, 25 G', 'cytology', 'tube', 'orange', '1.40', 'box of 50', 6, 400, 'Fine-needle aspiration needles with a 10 mL syringe holder.'],
  ['Cytology fixative spray, 100 mL', 'cytology', 'tube', 'yellow', '3.60', 'each', 10, 90, 'Alcohol-based spray fixative for direct smears.'],
  ['Urine cytology container with fixative, 90 mL', 'cytology', 'cup', 'yellow', '1.95', 'box of 25', 6, 120, 'For voided urine cytology; fixative keeps cells for 72 hours.'],
  ['Sputum collection kit', 'cytology', 'cup', 'teal', '2.40', 'each', 10, 75, 'Three-day sputum collection with Saccomanno fixative.'],
  ['Frosted microscope slides, 25 × 75 mm', 'histology', 'slide', 'blue', '0.06', 'box of 72', 20, 5000, 'Pre-cleaned slides with a frosted end for pencil labels.'],
  ['Charged (Plus) slides, 25 × 75 mm', 'histology', 'slide', 'purple', '0.14', 'box of 72', 20, 3600, 'Positively charged slides for immunohistochemistry and cytology.'],
  ['Colored frosted slides, pink', 'histology', 'slide', 'pink', '0.08', 'box of 72', 20, 800, 'For sorting slides by source.'],
  ['Colored frosted slides, green', 'histology', 'slide', 'green', '0.08', 'box of 72', 20, 760, 'For sorting slides by source.'],
  ['Colored frosted slides, yellow', 'histology', 'slide', 'yellow', '0.08', 'box of 72', 20, 0, 'For sorting slides by source.'],
  ['Slide mailer, 1-place', 'histology', 'slide', 'grey', '0.20', 'pack of 100', 10, 2000, 'Polypropylene mailer for a single slide.'],
  ['Slide mailer, 5-place', 'histology', 'slide', 'teal', '0.45', 'pack of 50', 10, 900, 'Screw-top mailer for five slides.'],
  ['Slide folder, 20 slides', 'histology', 'slide', 'brown', '1.20', 'each', 10, 300, 'Cardboard folder for sending slides for consultation.'],
  ...(['white', 'blue', 'green', 'yellow', 'pink', 'orange', 'purple'] as const).map(
    (c): Row => [`Tissue cassette with lid, ${c}`, 'histology', 'cassette', c, '0.11', 'box of 500', 4, c === 'purple' ? 0 : 6000, 'Acetal cassette with a hinged lid and a writing edge.'],
  ),
  ['Biopsy cassette, fine mesh', 'histology', 'cassette', 'teal', '0.16', 'box of 500', 4, 2200, 'Micro-mesh cassette for small biopsies.'],
  ['Biopsy foam pads', 'histology', 'cassette', 'blue', '0.05', 'pack of 500', 6, 3000, 'Keep small biopsies in place inside the cassette.'],
  ['Biopsy wrap papers', 'histology', 'form', 'white', '0.02', 'pack of 1000', 6, 8000, 'Lens-paper wraps for tiny fragments.'],
  ['Tissue marking dye kit, 5 colours', 'histology', 'tube', 'black', '24.00', 'each', 2, 30, 'Margin inking dyes with applicators.'],
  ['Cover glass, 24 × 50 mm', 'histology', 'slide', 'white', '0.03', 'box of 1000', 10, 4000, 'No. 1 cover glass.'],
  ['Bacterial culture swab, Amies gel', 'microbiology', 'swab', 'blue', '0.90', 'box of 50', 10, 1200, 'Swab in Amies gel transport medium for aerobic and anaerobic culture.'],
  ['Flocked swab with UTM, 3 mL', 'microbiology', 'swab', 'red', '1.70', 'box of 50', 10, 700, 'Universal transport medium for viral and chlamydia testing.'],
  ['Mini-tip flocked swab with UTM', 'microbiology', 'swab', 'orange', '1.80', 'box of 50', 10, 0, 'Nasopharyngeal sampling.'],
  ['Aptima multitest swab kit', 'microbiology', 'swab', 'purple', '2.20', 'box of 50', 10, 500, 'For CT/NG/Trichomonas by nucleic acid amplification.'],
  ['Aptima urine specimen transfer tube', 'microbiology', 'tube', 'yellow', '1.50', 'box of 50', 10, 450, 'Transfer tube for urine nucleic acid tests.'],
  ['Stool culture transport, Cary-Blair', 'microbiology', 'tube', 'green', '1.95', 'box of 25', 6, 200, 'Stool in Cary-Blair medium for enteric culture.'],
  ['Ova and parasite kit, formalin and PVA', 'microbiology', 'tube', 'brown', '3.40', 'each', 10, 120, 'Two-vial parasite collection kit.'],
  ['Blood culture bottle set, aerobic and anaerobic', 'microbiology', 'tube', 'teal', '6.90', 'pair', 10, 160, 'For adult blood cultures.'],
  ['Fungal culture transport tube', 'microbiology', 'tube', 'grey', '2.10', 'box of 25', 6, 60, 'For nail, hair and skin scrapings.'],
  ['HPV collection kit, self-sample', 'microbiology', 'swab', 'pink', '3.80', 'each', 10, 90, 'Self-collection swab and tube for HPV testing.'],
  ['Urine collection cup, 120 mL', 'collection', 'cup', 'yellow', '0.35', 'box of 100', 10, 3000, 'Graduated cup with a leak-resistant lid and label.'],
  ['Urine cup with transfer lid', 'collection', 'cup', 'orange', '0.70', 'box of 100', 10, 1500, 'Integrated transfer port for vacuum tubes.'],
  ['Urine tube, conical, 10 mL', 'collection', 'tube', 'yellow', '0.25', 'rack of 100', 10, 2500, 'Conical urinalysis tube.'],
  ['Midstream clean-catch kit', 'collection', 'cup', 'teal', '0.95', 'box of 50', 10, 800, 'Cup, towelettes and instructions.'],
  ['24-hour urine container, 3 L', 'collection', 'jar', 'orange', '2.90', 'each', 10, 140, 'Amber jug with a graduated scale.'],
  ['Blood collection tube, EDTA lavender, 4 mL', 'collection', 'tube', 'purple', '0.18', 'rack of 100', 10, 5000, 'For haematology and flow cytometry.'],
  ['Blood collection tube, serum gold, 5 mL', 'collection', 'tube', 'yellow', '0.20', 'rack of 100', 10, 4200, 'Serum separator tube.'],
  ['Blood collection tube, sodium heparin green, 4 mL', 'collection', 'tube', 'green', '0.22', 'rack of 100', 10, 0, 'For cytogenetics.'],
  ['Blood collection tube, citrate light blue, 2.7 mL', 'collection', 'tube', 'blue', '0.21', 'rack of 100', 10, 2600, 'Coagulation tube.'],
  ['Safety blood collection needle, 21 G', 'collection', 'tube', 'green', '0.30', 'box of 100', 10, 3000, 'Multi-sample needle with a safety shield.'],
  ['Butterfly blood collection set, 23 G', 'collection', 'tube', 'teal', '0.65', 'box of 50', 10, 1200, 'Winged set with tubing and holder.'],
  ['Tourniquet, latex-free', 'collection', 'label', 'blue', '0.06', 'roll of 250', 10, 600, 'Single-use tourniquet strips.'],
  ['Bone marrow aspirate tube kit', 'collection', 'tube', 'red', '5.50', 'each', 4, 20, 'EDTA and heparin tubes with a slide mailer for a marrow work-up.'],
  ['Pathology requisition pad', 'forms', 'form', 'blue', '3.00', 'pad of 50', 10, 400, 'Surgical pathology requisitions, with the client account preprinted.'],
  ['Cytology (Pap) requisition pad', 'forms', 'form', 'pink', '3.00', 'pad of 50', 10, 380, 'Gynecologic cytology requisitions with HPV reflex choices.'],
  ['Dermatopathology requisition pad with body map', 'forms', 'form', 'orange', '3.20', 'pad of 50', 10, 220, 'With a body diagram for marking biopsy sites.'],
  ['Microbiology requisition pad', 'forms', 'form', 'green', '3.00', 'pad of 50', 10, 0, 'Culture and molecular microbiology requests.'],
  ['GI pathology requisition pad', 'forms', 'form', 'teal', '3.00', 'pad of 50', 10, 160, 'With a GI tract diagram for biopsy sites.'],
  ['Advance beneficiary notice (ABN) forms', 'forms', 'form', 'grey', '2.00', 'pad of 100', 10, 300, 'Medicare ABN forms.'],
  ['Specimen labels, blank', 'forms', 'label', 'white', '4.50', 'roll of 500', 10, 600, 'Freezer- and formalin-resistant labels.'],
  ['Specimen labels, preprinted barcodes', 'forms', 'label', 'black', '6.50', 'roll of 500', 10, 420, 'Barcoded labels that match the requisition.'],
  ['Chain-of-custody forms', 'forms', 'form', 'red', '4.00', 'pad of 25', 6, 80, 'For forensic and medicolegal specimens.'],
  ['Patient instruction cards, stool collection', 'forms', 'form', 'brown', '1.50', 'pack of 50', 10, 200, 'Illustrated instructions for patients.'],
  ['Specimen transport bag with document pouch', 'shipping', 'bag', 'red', '0.09', 'pack of 100', 20, 10000, 'Zip-closure biohazard bag with a separate pouch for the requisition.'],
  ['Specimen transport bag, large', 'shipping', 'bag', 'orange', '0.16', 'pack of 100', 20, 4000, 'For buckets and larger containers.'],
  ['Absorbent pads for specimen bags', 'shipping', 'bag', 'blue', '0.05', 'pack of 200', 20, 6000, 'Absorbs up to 50 mL, as UN3373 packing requires.'],
  ['Courier bag, insulated', 'shipping', 'bag', 'teal', '8.90', 'each', 4, 60, 'Reusable insulated bag for the lab courier.'],
  ['Courier lock box', 'shipping', 'box', 'grey', '45.00', 'each', 1, 10, 'Lock box for after-hours pick-up at the office door.'],
  ['UN3373 shipping box with cold pack', 'shipping', 'box', 'blue', '9.80', 'each', 10, 150, 'Category B biological substance box with a cold pack.'],
  ['UN3373 shipping box, ambient', 'shipping', 'box', 'brown', '5.60', 'each', 10, 0, 'Category B box for ambient specimens.'],
  ['Dry ice shipper, 5 kg', 'shipping', 'box', 'white', '19.50', 'each', 4, 20, 'Polystyrene shipper for frozen specimens.'],
  ['Slide mailer envelope, padded', 'shipping', 'bag', 'yellow', '0.80', 'pack of 50', 10, 500, 'Padded envelope for slide mailers.'],
  ['Prepaid overnight airbill envelope', 'shipping', 'form', 'purple', '0.00', 'pack of 10', 5, 100, 'Overnight airbills to the lab, prepaid.'],
  ['Cold packs, gel, small', 'shipping', 'bag', 'blue', '0.70', 'box of 24', 6, 300, 'Refrigerated transport.'],
  ['Nitrile examination gloves, medium', 'safety', 'glove', 'blue', '0.07', 'box of 100', 20, 9000, 'Powder-free, latex-free.'],
  ['Nitrile examination gloves, large', 'safety', 'glove', 'purple', '0.07', 'box of 100', 20, 7000, 'Powder-free, latex-free.'],
  ['Nitrile examination gloves, small', 'safety', 'glove', 'teal', '0.07', 'box of 100', 20, 0, 'Powder-free, latex-free.'],
  ['Sharps container, 1 quart', 'safety', 'jar', 'red', '3.20', 'each', 10, 200, 'Puncture-resistant container with a locking lid.'],
  ['Biohazard waste bags, red, 10 gal', 'safety', 'bag', 'red', '0.25', 'roll of 100', 10, 500, 'For regulated medical waste.'],
  ['Formalin vapour badge', 'safety', 'label', 'yellow', '12.00', 'each', 4, 40, 'Personal formaldehyde exposure monitor.'],
  ['Face shield, disposable', 'safety', 'glove', 'grey', '0.95', 'box of 24', 6, 120, 'Full-face splash protection for grossing.'],
];

/** The demo catalogue, its pictures, and twelve weeks of the client offices' orders. */
export async function seedDemoSupplies(db: Db): Promise<void> {
  const rnd = mulberry32(14);
  const pictures = new Map<string, Buffer>();
  const ids: number[] = [];
  for (const [i, [name, category, kind, accent, price, unit, perOrderLimit, stock, description]] of CATALOGUE.entries()) {
    const key = `${kind}:${accent}`;
    if (!pictures.has(key)) pictures.set(key, drawSupplyPicture(kind, accent));
    const id = i + 1;
    await db.insert(supplyItems).values({ id, name, category, description, unit, price, perOrderLimit, stock, picture: pictures.get(key)!, pictureType: 'image/png' });
    ids.push(id);
  }

  // Who orders: the demo physician for their facility, and the lab's staff for each client office.
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['physician@demo.com', 'staff@staff.com', 'demo@demo.com']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const staffId = idOf('staff@staff.com');
  const physicianId = idOf('physician@demo.com');
  const fac = lookupTables.submittingfacilities!;
  const facilityRows = await db.select({ id: fac.id, name: fac.name, address: lookupColumn('submittingfacilities', 'address') }).from(fac).where(eq(fac.active, true));
  const facilities = facilityRows.map((f) => ({ id: f.id, name: f.name, address: typeof f.address === 'string' ? f.address : f.name }));
  if (!staffId || facilities.length === 0) return;
  const [own] = physicianId
    ? await db.select({ facilityId: providers.facilityId }).from(providers).where(eq(providers.userId, physicianId)).limit(1)
    : [];
  const physicianFacility = facilities.find((f) => f.id === own?.facilityId);

  // Some items are ordered far more than others (the popularity spread): a weight per item.
  const weights = ids.map(() => rnd() ** 3);
  const pick = () => {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = rnd() * total;
    for (const [i, w] of weights.entries()) if ((r -= w) <= 0) return ids[i]!;
    return ids[ids.length - 1]!;
  };
  const now = Date.now();
  for (let n = 0; n < 48; n++) {
    const daysAgo = Math.floor(84 - (n * 84) / 48 - rnd() * 1.5);
    const at = new Date(now - Math.max(0, daysAgo) * 86_400_000 - Math.floor(rnd() * 8) * 3_600_000);
    const byPhysician = physicianId && physicianFacility && n % 5 === 0;
    const facility = byPhysician ? physicianFacility : facilities[Math.floor(rnd() * facilities.length)]!;
    const lines = new Map<number, number>();
    const count = 1 + Math.floor(rnd() * 4);
    while (lines.size < count) lines.set(pick(), 1 + Math.floor(rnd() * 4));
    await db.transaction(async (tx) => {
      const id = await insertOrder(tx, {
        facilityId: facility.id,
        facilityName: facility.name,
        shipTo: facility.address,
        note: null,
        orderedBy: byPhysician ? physicianId : staffId,
        lines: [...lines].map(([itemId, quantity]) => ({ itemId, quantity })),
        at,
      });
      // Older orders are done; this week's are still open.
      const status: TSupplyOrderStatus = daysAgo > 6 ? (rnd() < 0.1 ? 'canceled' : 'delivered') : rnd() < 0.3 ? 'on hold' : 'pending';
      if (status !== 'pending') {
        await setOrderStatus(tx, id, status, status === 'on hold' ? 'Waiting for stock' : null, staffId, new Date(at.getTime() + 26 * 3_600_000));
        if (status === 'delivered') await takeFromStock(tx, id);
      }
    });
  }
  await recomputePopularity(db);
}

/** A small seeded random generator, so the demo is the same on every install. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
