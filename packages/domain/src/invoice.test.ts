import { describe, expect, it } from 'vitest';
import {
  billToKindOf,
  buildInvoice,
  componentFeeCents,
  formatCents,
  formatMoney,
  invoiceNumber,
  parseMoneyCents,
  type TInvoiceCoverageInput,
  type TInvoiceInput,
} from './invoice';

describe('money in cents', () => {
  it.each([
    ['71.25', 7125],
    ['71.2', 7120],
    ['71', 7100],
    ['0.10', 10],
    [' 452.10 ', 45210],
    [41.2, 4120],
    [0.1 + 0.2, 30],
    ['-0.05', -5],
    ['', null],
    ['abc', null],
    ['1.234', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ] as const)('%j → %s', (value, cents) => {
    expect(parseMoneyCents(value)).toBe(cents);
  });

  it.each([
    [7125, '71.25'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
  ])('%s → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('shows amounts for people with a thousands separator', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('TC/PC split', () => {
  it.each([7125, 4120, 1, 0, 45210, 99999])('technical + professional = global for %s cents', (global) => {
    expect(componentFeeCents(global, 'technical') + componentFeeCents(global, 'professional')).toBe(global);
    expect(componentFeeCents(global, 'global')).toBe(global);
  });
  it('bills 40 % technical, 60 % professional, rounded to the cent', () => {
    expect(componentFeeCents(7125, 'technical')).toBe(2850);
    expect(componentFeeCents(7125, 'professional')).toBe(4275);
    expect(componentFeeCents(4121, 'technical')).toBe(1648); // 1648.4
  });
});

describe('billing class → bill-to kind', () => {
  it.each([
    ['CLIENT', 'Client bill', 'client', null],
    ['CLIENT', 'Client', 'client', null],
    ['PATIENT', 'Patient self-pay', 'patient', null],
    ['SELF', 'Self-pay', 'patient', null],
    ['INS', 'Commercial insurance', 'insurance', null],
    ['MCR', 'Medicare', 'insurance', 'medicare'],
    ['MCARE', 'Medicare', 'insurance', 'medicare'],
    ['MCD', 'Medicaid', 'insurance', 'medicaid'],
    ['WC', "Workers' compensation", 'insurance', null],
  ] as const)('%s %s → %s', (code, name, kind, program) => {
    expect(billToKindOf({ code, name })).toEqual({ kind, program });
  });
});

describe('invoice number', () => {
  it('is the case number, with the component modifier', () => {
    expect(invoiceNumber('S26-00042')).toBe('INV-S26-00042');
    expect(invoiceNumber('S26-00042', 'technical')).toBe('INV-S26-00042-TC');
    expect(invoiceNumber('S26-00042', 'professional')).toBe('INV-S26-00042-26');
  });
});

const proc = (code: string, fee: string | null, tcpcSplitAllowed = true, name = `Procedure ${code}`) => ({
  code,
  name,
  fee,
  tcpcSplitAllowed,
  active: true,
});
const commercial: TInvoiceCoverageInput = {
  rank: 'primary',
  payerName: 'Blue Prairie Health',
  payerCode: 'BPH01',
  payerAddress: 'PO Box 100\nChicago, IL 60601',
  payerPhone: '(800) 555-0100',
  financialClass: { code: 'COM', name: 'Commercial' },
  memberId: 'P00700000',
  groupNumber: 'G-1000',
  subscriberName: 'Ann Smith',
  subscriberRelationship: 'self',
};
const medicare: TInvoiceCoverageInput = {
  ...commercial,
  rank: 'secondary',
  payerName: 'Medicare Part B',
  payerCode: 'MCR-B',
  financialClass: { code: 'MCR', name: 'Medicare' },
  memberId: '1EG4-TE5-MK72',
  groupNumber: null,
};
const base: TInvoiceInput = {
  caseNumber: 'S26-00042',
  caseStatus: 'signed-out',
  component: 'global',
  procedures: [
    { procedureId: 1, units: 2, procedure: proc('88305', '71.25') },
    { procedureId: 2, units: 1, procedure: proc('88342', '108.20') },
  ],
  billingClass: { code: 'INS', name: 'Commercial insurance' },
  facilityDefaultBillingClass: null,
  facility: { name: 'Northside Dermatology', address: '44 Elm St\nSpringfield, IL 62702', phone: '(217) 555-0178' },
  patient: { name: 'Smith, Ann', mrn: 'M000001', addressLines: ['1 Main St', 'Springfield, IL 62701'], phone: null },
  coverages: [commercial],
};

describe('buildInvoice', () => {
  it('prices each line from the fee × units and adds them exactly', () => {
    const inv = buildInvoice(base);
    expect(inv.lines.map((l) => [l.cpt, l.units, l.unitFee, l.amount, l.modifiers])).toEqual([
      ['88305', 2, '71.25', '142.50', []],
      ['88342', 1, '108.20', '108.20', []],
    ]);
    expect(inv.subtotal).toBe('250.70');
    expect(inv.total).toBe('250.70');
    expect(inv.invoiceNumber).toBe('INV-S26-00042');
    expect(inv.complete).toBe(true);
    expect(inv.warnings).toEqual([]);
  });

  it('adds cents that floats would get wrong', () => {
    const inv = buildInvoice({
      ...base,
      procedures: [
        { procedureId: 1, units: 1, procedure: proc('88300', '0.10') },
        { procedureId: 2, units: 1, procedure: proc('88302', '0.20') },
      ],
    });
    expect(inv.total).toBe('0.30');
  });

  it('a procedure without a fee is a warning line, not a silent 0, and the invoice is incomplete', () => {
    const inv = buildInvoice({
      ...base,
      procedures: [...base.procedures, { procedureId: 3, units: 1, procedure: proc('88399', null) }],
    });
    const line = inv.lines[2]!;
    expect(line).toMatchObject({ cpt: '88399', unitFee: null, amount: null });
    expect(line.warning).toMatch(/88399 has no fee/);
    expect(inv.total).toBe('250.70');
    expect(inv.complete).toBe(false);
    expect(inv.warnings).toContain(line.warning);
  });

  it('a procedure gone from the list is a warning line', () => {
    const inv = buildInvoice({ ...base, procedures: [{ procedureId: 99, units: 1, procedure: null }] });
    expect(inv.lines[0]).toMatchObject({ cpt: '?', amount: null });
    expect(inv.warnings[0]).toMatch(/#99/);
    expect(inv.complete).toBe(false);
  });

  it('technical component: -TC on split-allowed lines at 40 %; a line that may not split is billed global with a warning', () => {
    const inv = buildInvoice({
      ...base,
      component: 'technical',
      procedures: [
        { procedureId: 1, units: 2, procedure: proc('88305', '71.25') },
        { procedureId: 2, units: 1, procedure: proc('88141', '29.30', false) },
      ],
    });
    expect(inv.invoiceNumber).toBe('INV-S26-00042-TC');
    expect(inv.lines.map((l) => [l.cpt, l.modifiers, l.unitFee, l.amount])).toEqual([
      ['88305', ['TC'], '28.50', '57.00'],
      ['88141', [], '29.30', '29.30'],
    ]);
    expect(inv.lines[1]!.warning).toMatch(/may not be split/);
    expect(inv.total).toBe('86.30');
  });

  it('professional component: -26 and the rest of the fee', () => {
    const inv = buildInvoice({ ...base, component: 'professional' });
    expect(inv.lines.map((l) => [l.modifiers, l.unitFee, l.amount])).toEqual([
      [['26'], '42.75', '85.50'],
      [['26'], '64.92', '64.92'],
    ]);
    expect(inv.total).toBe('150.42');
  });

  it('client bill → the submitting facility', () => {
    const inv = buildInvoice({ ...base, billingClass: { code: 'CLIENT', name: 'Client bill' } });
    expect(inv.billTo).toMatchObject({
      kind: 'client',
      name: 'Northside Dermatology',
      addressLines: ['44 Elm St', 'Springfield, IL 62702'],
      memberId: null,
    });
  });

  it('client bill without a facility: nobody billed, a warning', () => {
    const inv = buildInvoice({ ...base, facility: null, billingClass: { code: 'CLIENT', name: 'Client bill' } });
    expect(inv.billTo).toBeNull();
    expect(inv.warnings).toContain('Client bill, but the case has no submitting facility');
    expect(inv.complete).toBe(false);
  });

  it('self-pay → the patient', () => {
    const inv = buildInvoice({ ...base, billingClass: { code: 'PATIENT', name: 'Patient self-pay' } });
    expect(inv.billTo).toMatchObject({
      kind: 'patient',
      name: 'Smith, Ann',
      addressLines: ['1 Main St', 'Springfield, IL 62701'],
    });
  });

  it("insurance → the primary coverage's payer with the member id and group", () => {
    const inv = buildInvoice({ ...base, coverages: [medicare, commercial] });
    expect(inv.billTo).toMatchObject({
      kind: 'insurance',
      name: 'Blue Prairie Health',
      payerCode: 'BPH01',
      memberId: 'P00700000',
      groupNumber: 'G-1000',
      coverageRank: 'primary',
      subscriber: 'Ann Smith (self)',
    });
  });

  it('Medicare → the Medicare coverage even when it is not primary', () => {
    const inv = buildInvoice({
      ...base,
      billingClass: { code: 'MCR', name: 'Medicare' },
      coverages: [commercial, medicare],
    });
    expect(inv.billTo).toMatchObject({ name: 'Medicare Part B', memberId: '1EG4-TE5-MK72', coverageRank: 'secondary' });
    expect(inv.warnings).toEqual([]);
  });

  it('Medicare without a Medicare coverage → the primary, with a warning', () => {
    const inv = buildInvoice({ ...base, billingClass: { code: 'MCR', name: 'Medicare' } });
    expect(inv.billTo?.name).toBe('Blue Prairie Health');
    expect(inv.warnings[0]).toMatch(/no coverage of the patient is Medicare/);
  });

  it('insurance without any coverage: the patient is billed, flagged, and the invoice is not complete', () => {
    const inv = buildInvoice({ ...base, coverages: [] });
    expect(inv.billTo).toMatchObject({ kind: 'patient', name: 'Smith, Ann' });
    expect(inv.warnings).toContain(
      'Commercial insurance, but the patient has no active insurance coverage: billed to the patient',
    );
    expect(inv.complete).toBe(false);
  });

  it('a "Self-pay" payer on a coverage is no insurer', () => {
    const selfPay = {
      ...commercial,
      payerName: 'Self-pay',
      payerCode: 'SELF',
      financialClass: { code: 'SELF', name: 'Self-pay' },
    };
    expect(buildInvoice({ ...base, coverages: [selfPay] }).billTo?.kind).toBe('patient');
    expect(buildInvoice({ ...base, coverages: [selfPay, { ...commercial, rank: 'secondary' }] }).billTo).toMatchObject({
      name: 'Blue Prairie Health',
      coverageRank: 'secondary',
    });
  });

  it("no billing class on the case: the facility's default, said so", () => {
    const inv = buildInvoice({
      ...base,
      billingClass: null,
      facilityDefaultBillingClass: { code: 'CLIENT', name: 'Client bill' },
    });
    expect(inv.billingClassSource).toBe('facility');
    expect(inv.billTo?.kind).toBe('client');
    expect(inv.warnings[0]).toMatch(/facility's default \(Client bill\)/);
  });

  it('no billing class at all: a warning, nobody billed', () => {
    const inv = buildInvoice({ ...base, billingClass: null });
    expect(inv.billTo).toBeNull();
    expect(inv.billingClassSource).toBeNull();
    expect(inv.warnings[0]).toMatch(/no billing class/);
  });

  it('a case not signed out is a draft; a cancelled case should not be billed', () => {
    expect(buildInvoice({ ...base, caseStatus: 'pending-diagnosis' }).warnings).toContain(
      'The case is not signed out yet: this is a draft invoice',
    );
    expect(buildInvoice({ ...base, caseStatus: 'pending-diagnosis' }).complete).toBe(false);
    expect(buildInvoice({ ...base, caseStatus: 'cancelled' }).warnings).toContain(
      'The case is cancelled: it should not be billed',
    );
    expect(buildInvoice({ ...base, caseStatus: 'amended' }).complete).toBe(true);
  });

  it('no procedures: total 0.00 and a warning', () => {
    const inv = buildInvoice({ ...base, procedures: [] });
    expect(inv.total).toBe('0.00');
    expect(inv.warnings).toContain('The case has no procedures to bill');
    expect(inv.complete).toBe(false);
  });
});
