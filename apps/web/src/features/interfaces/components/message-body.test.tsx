import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { formatJson, MessageBody, parseHl7 } from './message-body';

const ORU = [
  'MSH|^~\\&|LABPORTAL|RIVPATLAB^05D1234567^CLIA|EHR|HOSP|20260101120000||ORU^R01^ORU_R01|S26-1V1D3|P|2.5.1',
  'PID|1||MRN001^^^HOSP^MR||DOE^JANE||19800314|F',
  'OBX|1|TX|22634-0^Path report^LN||Benign',
].join('\r');

describe('parseHl7', () => {
  it('splits a message into its segments on CR, LF or both, and each segment into its fields', () => {
    const segments = parseHl7(ORU);
    expect(segments.map((s) => s.name)).toEqual(['MSH', 'PID', 'OBX']);
    // MSH-1 is the separator itself: the first field is MSH-2, the encoding characters.
    expect(segments[0]!.fields[0]).toBe('^~\\&');
    expect(segments[0]!.fields[8]).toBe('S26-1V1D3');
    expect(segments[1]!.fields[2]).toBe('MRN001^^^HOSP^MR');
    expect(parseHl7(ORU.replaceAll('\r', '\r\n'))).toEqual(segments);
    expect(parseHl7(`${ORU.replaceAll('\r', '\n')}\n\n`)).toEqual(segments);
  });

  it('drops the MLLP framing and uses the separator MSH-1 names', () => {
    const framed = `\x0bMSH#^~\\&#A#B\rMSA#AA#X1\x1c\r`;
    expect(parseHl7(framed)).toEqual([
      { name: 'MSH', fields: ['^~\\&', 'A', 'B'] },
      { name: 'MSA', fields: ['AA', 'X1'] },
    ]);
  });
});

describe('MessageBody', () => {
  it('shows HL7 one segment a line, its name bold and its fields separated', () => {
    renderWithProviders(<MessageBody body={ORU} protocol="hl7" label="Message body" />);
    const lines = screen.getAllByTestId('hl7-segment');
    expect(lines).toHaveLength(3);
    expect(lines[1]!.querySelector('strong')!.textContent).toBe('PID');
    expect(lines[1]!.textContent).toBe('PID|1||MRN001^^^HOSP^MR||DOE^JANE||19800314|F');
    expect(within(lines[2]!).getByTitle('OBX-5').textContent).toBe('Benign');
    expect(within(lines[0]!).getByTitle('MSH-10').textContent).toBe('S26-1V1D3');
  });

  it('cuts an embedded document in the view and says how long it is', () => {
    const pdf = 'A'.repeat(5000);
    renderWithProviders(
      <MessageBody
        body={`MSH|^~\\&|A\rOBX|1|ED|PDF^Report^L||^AP^PDF^Base64^${pdf}`}
        protocol="hl7"
        label="Message body"
      />,
    );
    const obx5 = screen.getByTitle('OBX-5').textContent!;
    expect(obx5).toMatch(/… \(5,015 characters\)$/);
    expect(obx5.length).toBeLessThan(200);
  });

  it('shows FHIR as indented JSON, and a body that is not JSON as it came', () => {
    const bundle = '{"resourceType":"Bundle","type":"transaction","entry":[]}';
    expect(formatJson(bundle)).toBe('{\n  "resourceType": "Bundle",\n  "type": "transaction",\n  "entry": []\n}');
    expect(formatJson('{broken')).toBe('{broken');
    renderWithProviders(<MessageBody body={bundle} protocol="fhir" label="Message body" />);
    expect(screen.getByLabelText('Message body').textContent).toContain('  "resourceType": "Bundle",\n');
  });
});
